import { __ } from '@wordpress/i18n';

import { element } from '../class-names';

/** A drawn stoneware mug on a soft ground: the product image of the inserter's example. */
export function ExampleMug() {
	return (
		<svg
			viewBox="0 0 240 180"
			width="100%"
			role="img"
			aria-label={__('A handmade mug', 'blockyard')}
			className={element('image')}
		>
			<rect width="240" height="180" fill="#eef1ec" />
			<ellipse cx="112" cy="150" rx="62" ry="9" fill="#d5dbd2" />
			<path d="M150 70a26 26 0 0 1 0 52" fill="none" stroke="#3f6f8f" strokeWidth="12" />
			<path d="M62 44h100v82a24 24 0 0 1-24 24H86a24 24 0 0 1-24-24z" fill="#4f86a8" />
			<path d="M62 44h100v20c-30 10-70 10-100 0z" fill="#8fb8cf" />
			<ellipse cx="112" cy="44" rx="50" ry="8" fill="#2f566f" />
			<path
				d="M76 96c12 8 60 8 72 0"
				fill="none"
				stroke="#eef1ec"
				strokeWidth="3"
				strokeDasharray="6 6"
			/>
		</svg>
	);
}
