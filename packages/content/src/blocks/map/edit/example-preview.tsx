import { __ } from '@wordpress/i18n';

import { markerColor } from '../marker-color';

/** A drawn map with two pins: what the block looks like in the inserter's preview, with nothing loaded. */
export function ExamplePreview({ color }: { readonly color: string }) {
	const fill = markerColor(color);
	const pin = 'M0 0c-6 0-11 4.8-11 10.8C-11 19 0 28 0 28s11-9 11-17.2C11 4.8 6 0 0 0z';
	return (
		<svg
			viewBox="0 0 600 400"
			width="100%"
			role="img"
			aria-label={__('A map with two markers', 'blockyard')}
			className="wp-block-blockyard-map__example"
		>
			<rect width="600" height="400" fill="#e8eef0" />
			<path d="M0 260 C150 220 250 330 600 250 L600 400 L0 400 Z" fill="#b9d3e8" />
			<path d="M-10 120 L610 180 M140 -10 L220 410 M380 -10 L420 410" stroke="#fff" strokeWidth="14" />
			<path d="M-10 40 L610 90 M60 410 L560 10" stroke="#fff" strokeWidth="6" />
			<rect x="250" y="60" width="90" height="70" fill="#cfe3c4" />
			<path d={pin} transform="translate(180 120)" fill={fill} />
			<path d={pin} transform="translate(410 190)" fill={fill} />
		</svg>
	);
}
