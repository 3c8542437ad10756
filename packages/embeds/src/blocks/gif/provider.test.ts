import { describe, expect, it } from 'vitest';

import { describeProviderFuzz } from '../../embed/test/fuzz-provider';
import { gifProvider } from './provider';

describe('the GIF provider', () => {
	it('frames nothing: the block saves an image', () => {
		expect(
			gifProvider.frame({ align: 'center', paddingTop: '56.2%', giphyUrl: 'https://giphy.com/embed/a' })
		).toBeUndefined();
	});

	describeProviderFuzz(gifProvider, {
		defaults: { align: 'center', paddingTop: '56.2%' },
		embeddable: [
			'https://giphy.com/gifs/cat-dance-JIX9t2j0ZTN9S',
			'https://giphy.com/embed/JIX9t2j0ZTN9S',
			'https://media.giphy.com/media/JIX9t2j0ZTN9S/giphy.gif',
		],
		numRuns: 300,
	});
});
