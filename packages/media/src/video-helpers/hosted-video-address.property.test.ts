// @vitest-environment node
// Property tests: whatever text it is given, the recogniser never throws, and whatever it accepts
// is an address on the hosted-video service whose path holds the guid it gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { hostedVideoGuid } from './hosted-video-address';

const GUID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const guid = fc.string({ unit: fc.constantFrom(...GUID_CHARS), minLength: 8, maxLength: 8 });

/** Addresses near the real ones: other hosts, hosts with the service's name in them, odd paths. */
const nearAddress = fc
	.tuple(
		fc.constantFrom('https://', 'http://', '//', 'https:\\\\', ''),
		fc.oneof(
			fc.domain(),
			fc.constantFrom(
				'videopress.com',
				'www.videopress.com',
				'videopress.com.evil.test',
				'user@videopress.com'
			),
			fc.domain().map((domain) => `${domain}.videopress.com`)
		),
		fc.constantFrom('/v/', '/embed/', '/', '/v/x/'),
		fc.oneof(guid, fc.string({ maxLength: 10 })),
		fc.constantFrom('', '/', '?a=1', '#t', '/x', ' ')
	)
	.map((parts) => parts.join(''));

const expectOnTheService = (address: string, found: string) => {
	const url = new URL(address.trim());
	expect(['videopress.com', 'www.videopress.com']).toContain(url.hostname);
	expect(url.username + url.password + url.port).toBe('');
	expect(url.pathname.split('/')[2]).toBe(found);
};

describe('hostedVideoGuid, for any text', () => {
	it('never throws, and accepts only addresses on the hosted-video service', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.webUrl({ withQueryParameters: true, withFragments: true }),
					nearAddress
				),
				(address) => {
					const found = hostedVideoGuid(address);
					if (found !== undefined) {
						expectOnTheService(address, found);
					}
				}
			),
			{ numRuns: 2000 }
		);
	});

	it('accepts every watch-page and embed address with an eight-character guid', () => {
		fc.assert(
			fc.property(fc.constantFrom('v', 'embed'), guid, (kind, id) => {
				expect(hostedVideoGuid(`https://videopress.com/${kind}/${id}`)).toBe(id);
			})
		);
	});
});
