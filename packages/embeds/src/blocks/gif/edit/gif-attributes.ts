import type { Gif } from '@blockyard/api-client';

import { paddingFor } from '../image';
import type { GifAttributes } from '../types';

/** The attributes a GIF from the service sets. */
export function gifAttributes(gif: Gif, searchText: string): Partial<GifAttributes> {
	const { original } = gif.images;
	return {
		giphyUrl: gif.embed_url,
		imageUrl: original.url,
		alt: gif.title?.trim() || searchText,
		searchText,
		paddingTop: paddingFor(original.width, original.height),
	};
}
