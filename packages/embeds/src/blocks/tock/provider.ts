import type { EmbedProvider } from '../../embed/provider';
import { TOCK_HOSTS } from './business-name';
import { parseTock } from './parse';
import type { TockAttributes } from './types';

/**
 * Tock, as the embed mechanism takes it: its host (pages and widget script) and the parse of
 * a business name. It has no frame: visitors get Tock's widget script (see `view.ts`).
 */
export const tockProvider: EmbedProvider<TockAttributes> = {
	hosts: TOCK_HOSTS,
	parse: parseTock,
	frame: () => undefined,
};
