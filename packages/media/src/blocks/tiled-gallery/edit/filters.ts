import { __ } from '@wordpress/i18n';

import type { TiledGalleryFilter } from '../types';

/** The filters of the toolbar's menu, in its order; Original is no filter. */
export const imageFilters = (): readonly { value: TiledGalleryFilter | undefined; title: string }[] => [
	{ value: undefined, title: __('Original', 'blockyard') },
	{ value: 'black-and-white', title: __('Black and White', 'blockyard') },
	{ value: 'sepia', title: __('Sepia', 'blockyard') },
	{ value: '1977', title: __('1977', 'blockyard') },
	{ value: 'clarendon', title: __('Clarendon', 'blockyard') },
	{ value: 'gingham', title: __('Gingham', 'blockyard') },
];
