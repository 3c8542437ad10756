import type { EmbedProvider } from '../../embed/provider';
import { PINTEREST_HOSTS } from './embed-kind';
import { pinterestFrame } from './frame';
import { parsePinterest } from './parse';
import type { PinterestAttributes } from './types';

/** Pinterest, as the embed mechanism takes it. */
export const pinterestProvider: EmbedProvider<PinterestAttributes> = {
	hosts: PINTEREST_HOSTS,
	parse: parsePinterest,
	frame: pinterestFrame,
};
