import { describe } from 'vitest';

import { describeProviderFuzz } from '../../embed/test/fuzz-provider';
import { eventbriteProvider } from './provider';

describe('the Eventbrite provider', () => {
	describeProviderFuzz(eventbriteProvider, {
		defaults: { style: 'inline' },
		embeddable: [
			'https://www.eventbrite.com/e/jazz-night-tickets-123456789012?aff=ebdssbdestsearch',
			'https://www.eventbrite.co.uk/e/123456789012',
			'http://eventbrite.com.au/e/a-b-c-tickets-42/',
		],
		numRuns: 300,
	});
});
