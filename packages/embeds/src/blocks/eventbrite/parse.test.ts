import { describe, expect, it } from 'vitest';

import { EVENTBRITE_HOSTS } from './frame';
import { parseEventbrite } from './parse';

const PAGE = 'https://www.eventbrite.com/e/jazz-night-tickets-123456789012';

describe('parseEventbrite', () => {
	it('takes an event page’s address and the id it ends in, forcing https and dropping the query', () => {
		expect(parseEventbrite(`${PAGE}?aff=ebdssbdestsearch`)).toEqual({
			ok: true,
			url: PAGE,
			attributes: { url: PAGE, eventId: 123456789012 },
		});
		expect(parseEventbrite('http://www.eventbrite.co.uk/e/123456789012/')).toEqual({
			ok: true,
			url: 'https://www.eventbrite.co.uk/e/123456789012/',
			attributes: { url: 'https://www.eventbrite.co.uk/e/123456789012/', eventId: 123456789012 },
		});
		expect(parseEventbrite('https://eventbrite.com.au/e/a-b-c-tickets-42')).toMatchObject({
			ok: true,
			attributes: { eventId: 42 },
		});
	});

	it('lists Eventbrite’s hosts exactly, with and without www', () => {
		expect(EVENTBRITE_HOSTS).toContain('www.eventbrite.com');
		expect(EVENTBRITE_HOSTS).toContain('eventbrite.co.uk');
		expect(EVENTBRITE_HOSTS.every((host) => /^(www\.)?eventbrite\.[a-z.]+$/.test(host))).toBe(true);
	});

	it('says why it refuses', () => {
		expect(parseEventbrite(' ')).toEqual({ ok: false, reason: 'empty' });
		expect(parseEventbrite('www.eventbrite.com/e/tickets-123')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseEventbrite('https://www.eventbrite.com.evil.test/e/tickets-123')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseEventbrite('https://www.eventbrite.xyz/e/tickets-123')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseEventbrite('<iframe src="https://www.eventbrite.com/e/tickets-123"></iframe>')).toEqual({
			ok: false,
			reason: 'not-provider',
		});
		expect(parseEventbrite('https://www.eventbrite.com/o/organiser-123')).toEqual({
			ok: false,
			reason: 'not-embeddable',
		});
		expect(parseEventbrite('https://www.eventbrite.com/e/tickets-abc')).toEqual({
			ok: false,
			reason: 'not-embeddable',
		});
		expect(parseEventbrite('https://www.eventbrite.com/e/tickets-1234567890123456')).toEqual({
			ok: false,
			reason: 'not-embeddable',
		});
	});
});
