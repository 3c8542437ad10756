import { describe, expect, it } from 'vitest';

import { checkoutFrame, eventbriteFrame } from './frame';

const PAGE = 'https://www.eventbrite.co.uk/e/jazz-night-tickets-123456789012';

describe('eventbriteFrame', () => {
	it('frames the event’s checkout on www.eventbrite.com, as Eventbrite’s widget does, sandboxed', () => {
		expect(eventbriteFrame({ url: PAGE, eventId: 123456789012, style: 'inline' })).toEqual({
			src: 'https://www.eventbrite.com/checkout-external?eid=123456789012',
			title: 'Eventbrite Checkout',
			sandbox:
				'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
			height: 600,
		});
	});

	it('frames nothing unless the address is an event page ending in the saved id', () => {
		expect(eventbriteFrame({ style: 'inline' })).toBeUndefined();
		expect(eventbriteFrame({ url: PAGE, style: 'inline' })).toBeUndefined();
		expect(eventbriteFrame({ url: PAGE, eventId: 1, style: 'inline' })).toBeUndefined();
		expect(
			eventbriteFrame({
				url: 'https://evil.test/e/tickets-123456789012',
				eventId: 123456789012,
				style: 'inline',
			})
		).toBeUndefined();
	});

	it('takes only positive whole ids', () => {
		expect(checkoutFrame(0)).toBeUndefined();
		expect(checkoutFrame(-5)).toBeUndefined();
		expect(checkoutFrame(1.5)).toBeUndefined();
		expect(checkoutFrame(Number.NaN)).toBeUndefined();
	});
});
