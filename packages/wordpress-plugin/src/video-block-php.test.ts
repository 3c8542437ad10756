// The video block's PHP checks (plugin/includes/video-block.php) outside WordPress, through `php`
// and test/php/video-block.php: which oEmbed frames become the visitor's player, and the oEmbed
// provider that takes the service's addresses in place of WordPress's own entry, and the oEmbed
// answers kept between renders.
import { describe, expect, it } from 'vitest';

import { runPhp, wordPressHtmlApi } from './test/php';

const wpIncludes = wordPressHtmlApi();

interface Answer {
	readonly frames: (string | null)[];
	readonly provider: string;
	readonly providers: string[];
	readonly oembed: string[];
	readonly oembedCalls: number;
}

interface OEmbedRequests {
	/** The service's answers, in turn: its HTML, or `false` for a failed request. */
	readonly answers: readonly (string | false)[];
	readonly asks: readonly { address: string; width: number }[];
}

function run(
	serviceRoot: string,
	frames: readonly { html: string; guid: string }[],
	providers: string[] = [],
	oembed?: OEmbedRequests
): Answer {
	return runPhp<Answer>('video-block.php', { serviceRoot, frames, providers, oembed }, [wpIncludes]);
}

const frame = (src: string, extra = '') =>
	`<iframe title="Harbour" width="640" height="360" src="${src}"${extra}></iframe>`;

describe('the video block in PHP', () => {
	it('takes an oEmbed frame as the player only when it is one iframe of the service’s /embed/{guid}', () => {
		const { frames } = run('https://videopress.com/', [
			{ html: frame('https://videopress.com/embed/AbCd1234?loop=true'), guid: 'AbCd1234' },
			{ html: frame('https://videopress.com/embed/AbCd1234'), guid: 'AbCd1234' },
			{ html: frame('https://videopress.com/embed/AbCd1234'), guid: 'Zz9Zz9Zz' },
			{ html: frame('https://videopress.com/embed/AbCd12345'), guid: 'AbCd1234' },
			{ html: frame('https://videopress.com.evil.test/embed/AbCd1234'), guid: 'AbCd1234' },
			{ html: frame('https://evil.test/embed/AbCd1234'), guid: 'AbCd1234' },
			{
				html: `${frame('https://videopress.com/embed/AbCd1234')}<script>x()</script>`,
				guid: 'AbCd1234',
			},
			{
				html: `${frame('https://videopress.com/embed/AbCd1234')}${frame('https://videopress.com/embed/AbCd1234')}`,
				guid: 'AbCd1234',
			},
			{ html: '<div></div>', guid: 'AbCd1234' },
			{ html: '', guid: 'AbCd1234' },
		]);
		expect(frames).toEqual([
			'https://videopress.com/embed/AbCd1234?loop=true',
			'https://videopress.com/embed/AbCd1234',
			null,
			null,
			null,
			null,
			null,
			null,
			null,
			null,
		]);
	});

	it('takes a plain http service root only on a loopback host (the local provider)', () => {
		expect(
			run('http://127.0.0.1:8787/', [
				{ html: frame('http://127.0.0.1:8787/embed/AbCd1234'), guid: 'AbCd1234' },
			]).frames
		).toEqual(['http://127.0.0.1:8787/embed/AbCd1234']);
		expect(
			run('http://video.example/', [
				{ html: frame('http://video.example/embed/AbCd1234'), guid: 'AbCd1234' },
			]).frames
		).toEqual([null]);
	});

	it('puts the service’s oEmbed first and takes WordPress’s own entry for its addresses out', () => {
		const answer = run(
			'https://videopress.com/',
			[],
			['#https?://videopress\\.com/v/.*#', '#https?://example\\.com/.*#i']
		);
		expect(answer.provider).toBe('https://videopress.com/oembed');
		expect(answer.providers).toHaveLength(2);
		expect(answer.providers).toContain('#https?://example\\.com/.*#i');
		expect(answer.providers).not.toContain('#https?://videopress\\.com/v/.*#');
	});

	it('asks the service once for an address at a width, and asks again after a failed answer', () => {
		const address = 'https://videopress.com/v/AbCd1234?controls=true';
		const player = frame('https://videopress.com/embed/AbCd1234');
		const kept = run('https://videopress.com/', [], [], {
			answers: [player, frame('https://videopress.com/embed/Changed1')],
			asks: [
				{ address, width: 640 },
				{ address, width: 640 },
			],
		});
		expect(kept.oembed).toEqual([player, player]);
		expect(kept.oembedCalls).toBe(1);

		const retried = run('https://videopress.com/', [], [], {
			answers: [false, player],
			asks: [
				{ address, width: 640 },
				{ address, width: 640 },
				{ address, width: 480 },
			],
		});
		expect(retried.oembed).toEqual(['', player, '']);
		expect(retried.oembedCalls).toBe(3);
	});
});
