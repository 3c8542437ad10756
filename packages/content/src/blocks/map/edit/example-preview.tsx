import { __ } from '@wordpress/i18n';

import { markerColor } from '../marker-color';
import type { MapStyle } from '../types';

/** The colours of a drawn map: land, water, roads, a park. */
interface Palette {
	readonly land: string;
	readonly water: string;
	readonly road: string;
	readonly park: string;
}

const PALETTES: Record<MapStyle, Palette> = {
	default: { land: '#e8eef0', water: '#b9d3e8', road: '#fff', park: '#cfe3c4' },
	black_and_white: { land: '#f0f0f0', water: '#c8c8c8', road: '#fff', park: '#dcdcdc' },
	satellite: { land: '#5d6b45', water: '#23415c', road: '#b8ab8a', park: '#3f5a30' },
	terrain: { land: '#efe9d8', water: '#a8cbe2', road: '#fff', park: '#c5dba4' },
};

/** The picture's name, for each style. */
function label(style: MapStyle): string {
	switch (style) {
		case 'black_and_white':
			return __('A black and white map with two markers', 'blockyard');
		case 'satellite':
			return __('A satellite map with two markers', 'blockyard');
		case 'terrain':
			return __('A terrain map with two markers', 'blockyard');
		default:
			return __('A map with two markers', 'blockyard');
	}
}

/**
 * A drawn map with two pins, in one of the map's styles: what the block looks like in the
 * inserter's preview (with nothing loaded), and each style's picture in the sidebar's styles.
 */
export function ExamplePreview({
	color,
	style = 'default',
}: {
	readonly color: string;
	readonly style?: MapStyle;
}) {
	const fill = markerColor(color);
	const { land, water, road, park } = PALETTES[style] ?? PALETTES.default;
	const pin = 'M0 0c-6 0-11 4.8-11 10.8C-11 19 0 28 0 28s11-9 11-17.2C11 4.8 6 0 0 0z';
	return (
		<svg
			viewBox="0 0 600 400"
			width="100%"
			role="img"
			aria-label={label(style)}
			className="wp-block-blockyard-map__example"
			data-style={style}
		>
			<rect width="600" height="400" fill={land} />
			{style === 'terrain' ? (
				<path
					d="M60 60c80-40 180 0 160 60s-140 60-170 10M90 75c50-20 100 0 90 35s-80 30-95 0M380 40c90 0 150 50 120 100"
					fill="none"
					stroke="#c9b98f"
					strokeWidth="3"
				/>
			) : null}
			<path d="M0 260 C150 220 250 330 600 250 L600 400 L0 400 Z" fill={water} />
			<path
				d="M-10 120 L610 180 M140 -10 L220 410 M380 -10 L420 410"
				stroke={road}
				strokeWidth={style === 'satellite' ? 5 : 14}
			/>
			<path
				d="M-10 40 L610 90 M60 410 L560 10"
				stroke={road}
				strokeWidth={style === 'satellite' ? 2 : 6}
			/>
			<rect x="250" y="60" width="90" height="70" fill={park} />
			<path d={pin} transform="translate(180 120)" fill={fill} />
			<path d={pin} transform="translate(410 190)" fill={fill} />
		</svg>
	);
}
