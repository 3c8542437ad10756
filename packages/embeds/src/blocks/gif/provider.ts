import type { EmbedProvider } from '../../embed/provider';
import { GIPHY_HOSTS, parseGiphy } from './parse';
import type { GifAttributes } from './types';

/**
 * The GIF service, as the embed mechanism takes it: its addresses are read by `parse`; it
 * frames nothing (the block saves the GIF as an image), so `frame` is always empty and its
 * hosts are not among the package's frame hosts.
 */
export const gifProvider: EmbedProvider<GifAttributes> = {
	hosts: GIPHY_HOSTS,
	parse: parseGiphy,
	frame: () => undefined,
};
