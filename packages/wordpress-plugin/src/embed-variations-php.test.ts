// The oEmbed providers the plugin gives the Embed block's variations
// (plugin/includes/embed-variations.php), outside WordPress through `php` and
// test/php/embed-variations.php: which endpoint WordPress would ask for each address.
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

interface Answer {
	readonly providers: string[];
	readonly endpoints: (string | null)[];
}

const run = (providers: Record<string, [string, boolean]>, urls: readonly string[]) =>
	runPhp<Answer>('embed-variations.php', { providers, urls });

describe('the Embed block variations’ oEmbed providers', () => {
	it('sends Loom, Descript and SmartFrame addresses to their services’ endpoints, and no look-alike', () => {
		const { endpoints } = run({}, [
			'https://www.loom.com/share/0123456789abcdef',
			'https://loom.com/embed/0123456789abcdef',
			'https://share.descript.com/view/AbC123xyz',
			'https://news.smartframe.io/p/1234',
			'https://www.loom.com.example/share/0123',
			'https://share.descript.com.evil/view/abc',
			'https://smartframe.io.example/p/1',
			'https://www.facebook.com/WordPress/posts/1',
		]);
		expect(endpoints).toEqual([
			'https://www.loom.com/v1/oembed',
			'https://www.loom.com/v1/oembed',
			'https://api.descript.com/v2/oembed',
			'https://oembed.smartframe.io/',
			null,
			null,
			null,
			// Facebook needs a token the site does not have: no provider.
			null,
		]);
	});

	it('adds them after the providers there are, so another plugin’s provider for an address wins', () => {
		const other = '#^https?://(?:www\\.)?loom\\.com/.+#i';
		const { providers, endpoints } = run({ [other]: ['https://other.example/oembed', true] }, [
			'https://www.loom.com/share/0123456789abcdef',
		]);
		expect(providers[0]).toBe(other);
		expect(providers).toHaveLength(4);
		expect(endpoints).toEqual(['https://other.example/oembed']);
	});
});
