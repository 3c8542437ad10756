import type { EmbedProvider } from '../../embed/provider';
import { CALENDLY_HOSTS, calendlyFrame } from './frame';
import { parseCalendly } from './parse';
import type { CalendlyAttributes } from './types';

/** Calendly, as the embed mechanism takes it. */
export const calendlyProvider: EmbedProvider<CalendlyAttributes> = {
	hosts: CALENDLY_HOSTS,
	parse: parseCalendly,
	frame: calendlyFrame,
};
