import type { StyleOption } from '@blockyard/ui';
import { __, _x } from '@wordpress/i18n';

import { keylessStyleDrawn, type TileTemplates } from '../tiles';
import type { MapProvider, MapStyle } from '../types';

/**
 * The map's looks as the sidebar names them, only those the provider draws: the keyless
 * provider and MapKit call black and white "Muted", and the keyless one offers Satellite
 * only with the site's keyless imagery for it. Terrain is Mapbox's whoever the site's provider is.
 */
export function styleOptions(provider: MapProvider, templates: TileTemplates): StyleOption[] {
	const keyless = provider !== 'mapbox';
	return [
		{ name: 'default', label: __('Basic', 'blockyard') },
		{
			name: 'black_and_white',
			label: keyless ? _x('Muted', 'map style', 'blockyard') : __('Black & White', 'blockyard'),
		},
		...(provider === 'openstreetmap' && !keylessStyleDrawn('satellite', templates)
			? []
			: [{ name: 'satellite', label: __('Satellite', 'blockyard') }]),
		{ name: 'terrain', label: __('Terrain', 'blockyard') },
	];
}

export interface StyleNoteInputs {
	readonly provider: MapProvider;
	readonly style: MapStyle;
	readonly templates: TileTemplates;
	/** The site has a public Mapbox token for visitors' maps. */
	readonly visitorsToken: boolean;
}

/**
 * A sentence under the styles when the map's look is not what it could be, or not what
 * visitors will see: Satellite hidden for want of imagery, or a Mapbox map that
 * visitors get without Mapbox because the site gives their pages no token. A MapKit map needs
 * none: visitors' pages get their MapKit token from the site's route.
 */
export function styleNote({
	provider,
	style,
	templates,
	visitorsToken,
}: StyleNoteInputs): string | undefined {
	if (provider === 'mapbox' && !visitorsToken) {
		return keylessStyleDrawn(style, templates)
			? __(
					'Visitors see this map drawn without Mapbox: the site has no public Mapbox token for their pages (Settings → Maps).',
					'blockyard'
				)
			: __(
					'Visitors see this map without this style: the site has no public Mapbox token for their pages (Settings → Maps).',
					'blockyard'
				);
	}
	if (provider === 'openstreetmap' && !keylessStyleDrawn('satellite', templates)) {
		return __(
			'Satellite needs Mapbox, or satellite imagery for the site (Settings → Maps).',
			'blockyard'
		);
	}
	return undefined;
}

export const providerName = (provider: MapProvider): string =>
	provider === 'mapbox'
		? __('Mapbox', 'blockyard')
		: provider === 'mapkit'
			? __('Apple Maps', 'blockyard')
			: __('OpenStreetMap', 'blockyard');
