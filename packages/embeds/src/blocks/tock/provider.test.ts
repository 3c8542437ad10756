import { describe, expect, it } from 'vitest';

import { describeProviderFuzz } from '../../embed/test/fuzz-provider';
import { tockProvider } from './provider';

describe('the Tock provider', () => {
	it('frames nothing: visitors get Tock’s widget script instead', () => {
		expect(tockProvider.frame({ url: 'roadhouse' })).toBeUndefined();
	});

	describeProviderFuzz(tockProvider, {
		defaults: {},
		embeddable: [
			'roadhouse',
			'https://www.exploretock.com/roadhouse',
			'exploretock.com/the-aviary.chicago_2/search?date=2026-12-01',
		],
		numRuns: 300,
	});
});
