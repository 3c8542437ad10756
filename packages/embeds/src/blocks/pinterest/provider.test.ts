import { describe, expect, it } from 'vitest';

import { describeProviderFuzz } from '../../embed/test/fuzz-provider';
import { pinterestProvider } from './provider';

describe('the Pinterest provider', () => {
	it('frames a pin from Pinterest’s assets host, sandboxed; nothing for a profile or board', () => {
		expect(pinterestProvider.frame({ url: 'https://www.pinterest.com/pin/99360735500167749/' })).toEqual({
			src: 'https://assets.pinterest.com/ext/embed.html?id=99360735500167749',
			title: 'Pinterest pin',
			sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
			height: 714,
		});
		expect(pinterestProvider.frame({ url: 'https://www.pinterest.com/maker/recipes/' })).toBeUndefined();
		expect(pinterestProvider.frame({ url: 'https://evil.test/pin/1/' })).toBeUndefined();
		expect(pinterestProvider.frame({})).toBeUndefined();
	});

	describeProviderFuzz(pinterestProvider, {
		defaults: {},
		embeddable: [
			'https://www.pinterest.com/pin/99360735500167749/',
			'https://www.pinterest.com/maker/summer-recipes/',
			'https://www.pinterest.com/maker/',
			'https://pin.it/3xAmPlE',
			'<a data-pin-do="embedUser" href="https://www.pinterest.com/maker/"></a>',
		],
		numRuns: 300,
	});
});
