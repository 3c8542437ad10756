import type { StyleOption } from '@blockyard/ui';
import { __ } from '@wordpress/i18n';

import type { MapProvider } from '../types';

/** The map's looks as the sidebar names them; the keyless provider calls black and white "Muted". */
export function styleOptions(provider: MapProvider): StyleOption[] {
	return [
		{ name: 'default', label: __('Basic', 'blockyard') },
		{
			name: 'black_and_white',
			label: provider === 'mapbox' ? __('Black & White', 'blockyard') : __('Muted', 'blockyard'),
		},
		{ name: 'satellite', label: __('Satellite', 'blockyard') },
		{ name: 'terrain', label: __('Terrain', 'blockyard') },
	];
}

export const providerName = (provider: MapProvider): string =>
	provider === 'mapbox' ? __('Mapbox', 'blockyard') : __('OpenStreetMap', 'blockyard');
