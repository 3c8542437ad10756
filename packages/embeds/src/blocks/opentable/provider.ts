import type { EmbedProvider } from '../../embed/provider';
import { OPENTABLE_HOSTS, openTableFrame } from './frame';
import { parseOpenTable } from './parse';
import type { OpenTableAttributes } from './types';

/** OpenTable's reservation widget, as the embed mechanism takes it. */
export const openTableProvider: EmbedProvider<OpenTableAttributes> = {
	hosts: OPENTABLE_HOSTS,
	parse: parseOpenTable,
	frame: openTableFrame,
};
