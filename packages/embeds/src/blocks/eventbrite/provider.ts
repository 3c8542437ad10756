import type { EmbedProvider } from '../../embed/provider';
import { EVENTBRITE_HOSTS, eventbriteFrame } from './frame';
import { parseEventbrite } from './parse';
import type { EventbriteAttributes } from './types';

/** Eventbrite, as the embed mechanism takes it: its event pages' hosts and its checkout's. */
export const eventbriteProvider: EmbedProvider<EventbriteAttributes> = {
	hosts: EVENTBRITE_HOSTS,
	parse: parseEventbrite,
	frame: eventbriteFrame,
};
