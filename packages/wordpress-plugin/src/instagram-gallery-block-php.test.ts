// Latest Instagram Posts' render filter (plugin/includes/instagram-gallery-block.php) outside
// WordPress, through `php` and test/php/instagram-gallery-block.php: the account's latest photos
// from the provider in the saved grid's place, kept five minutes, through the saved-output policy,
// never the token; the saved grid when the provider cannot give them.
import { describe, expect, it } from 'vitest';

import { runPhp } from './test/php';

type Answer = { status: number; body: unknown } | 'error';

interface Request {
	readonly answers?: Record<string, Answer>;
	readonly renders: readonly { content: string; attrs: Record<string, unknown>; advance?: number }[];
}

interface Result {
	readonly renders: string[];
	readonly requests: string[];
	readonly transients: Record<string, number>;
}

const ROOT = 'https://provider.example/wp-json/';
const run = (request: Request) => runPhp<Result>('instagram-gallery-block.php', { root: ROOT, ...request });
const galleryUrl = (token: string, count: number) =>
	`${ROOT}wpcom/v2/instagram-gallery/gallery?access_token=${token}&count=${String(count)}`;
const ok = (images: unknown[]): Answer => ({ status: 200, body: { external_name: 'someone', images } });

/** The grid the block saved: one photo, from before. */
const SAVED =
	'<div class="wp-block-blockyard-instagram-gallery has-3-columns is-stacked-on-mobile" style="gap:10px"><a class="wp-block-blockyard-instagram-gallery__item" href="https://cdn.test/p/0" rel="noopener noreferrer"><img src="https://scontent.cdninstagram.com/0.jpg" alt="Old" loading="lazy"/></a></div>';

describe('Latest Instagram Posts in PHP', () => {
	it('writes the account’s latest photos in the saved grid’s place, as the block saves them, without the token', () => {
		const { renders, requests, transients } = run({
			answers: {
				[galleryUrl('secret-token', 2)]: ok([
					{
						url: 'https://scontent.cdninstagram.com/1.jpg',
						link: 'https://cdn.test/p/1',
						title: 'Sea',
					},
					{
						url: 'https://scontent.cdninstagram.com/2.jpg',
						link: 'https://cdn.test/p/2',
						title: 'Hill & "dale"',
					},
				]),
			},
			renders: [{ content: SAVED, attrs: { accessToken: 'secret-token', count: 2 } }],
		});
		expect(renders).toEqual([
			'<div class="wp-block-blockyard-instagram-gallery has-3-columns is-stacked-on-mobile" style="gap:10px"><a class="wp-block-blockyard-instagram-gallery__item" href="https://cdn.test/p/1" rel="noopener noreferrer"><img src="https://scontent.cdninstagram.com/1.jpg" alt="Sea" loading="lazy"/></a><a class="wp-block-blockyard-instagram-gallery__item" href="https://cdn.test/p/2" rel="noopener noreferrer"><img src="https://scontent.cdninstagram.com/2.jpg" alt="Hill &amp; &quot;dale&quot;" loading="lazy"/></a></div>',
		]);
		expect(requests).toEqual([galleryUrl('secret-token', 2)]);
		expect(renders.join('')).not.toContain('secret-token');
		// Kept five minutes, under a name that does not hold the token either.
		expect(Object.values(transients)).toEqual([300]);
		expect(Object.keys(transients).join('')).not.toContain('secret-token');
	});

	it('asks the provider again only after five minutes, for the same token and count (a local provider’s photos too)', () => {
		const answers = {
			[galleryUrl('t', 9)]: ok([{ url: 'http://127.0.0.1:8787/instagram-media/1.png', title: 'Sea' }]),
		};
		const block = { content: SAVED, attrs: { accessToken: 't' } };
		const { renders, requests } = run({
			answers,
			renders: [block, { ...block, advance: 299 }, { ...block, advance: 2 }],
		});
		expect(requests).toEqual([galleryUrl('t', 9), galleryUrl('t', 9)]);
		expect(new Set(renders).size).toBe(1);
		expect(renders[0]).toContain(
			'<span class="wp-block-blockyard-instagram-gallery__item"><img src="http://127.0.0.1:8787/instagram-media/1.png" alt="Sea" loading="lazy"/></span>'
		);
	});

	it('keeps the grid’s settings, and holds every address to the saved-output policy, images to the media hosts', () => {
		const { renders } = run({
			answers: {
				[galleryUrl('t', 3)]: ok([
					{ url: 'javascript:alert(1)', link: 'https://cdn.test/p/1', title: 'x' },
					{
						url: 'https://scontent.cdninstagram.com/2.jpg',
						link: 'javascript:alert(2)',
						title: 'Hill',
					},
					{
						url: 'https://scontent.cdninstagram.com/3.jpg"onerror="alert(3)',
						link: 'https://cdn.test/p/3',
					},
					{ url: 'data:image/png;base64,AAAA', title: 'Inline' },
					{ url: 'https://evil.example/4.jpg', title: 'Elsewhere' },
					{ url: 'http://scontent.cdninstagram.com/4.jpg', title: 'Plain http' },
					{
						url: 'https://scontent.cdninstagram.com/4.jpg',
						link: 'https://cdn.test/p/4',
						title: '  ',
					},
					{ url: 'https://scontent.cdninstagram.com/5.jpg', title: 'One too many' },
				]),
			},
			renders: [
				{
					content: SAVED,
					attrs: {
						accessToken: 't',
						count: 3,
						columns: 40,
						spacing: -3,
						isStackedOnMobile: false,
						align: 'wide',
						className: 'mine "><x',
					},
				},
			],
		});
		const html = renders[0] ?? '';
		expect(html).toMatch(
			/^<div class="wp-block-blockyard-instagram-gallery alignwide has-6-columns mine x" style="gap:0px">/
		);
		expect(html).not.toMatch(/javascript:|onerror="|data:|evil|Plain http|One too many/);
		expect(html).toContain(
			'<span class="wp-block-blockyard-instagram-gallery__item"><img src="https://scontent.cdninstagram.com/2.jpg" alt="Hill" loading="lazy"/></span>'
		);
		// A photo without a caption is named by its place, as the editor names it.
		expect(html).toContain(
			'<img src="https://scontent.cdninstagram.com/4.jpg" alt="Instagram post 3" loading="lazy"/>'
		);
		expect(html.match(/<img /g)).toHaveLength(3);
	});

	it('leaves the saved grid when the provider cannot be reached or answers wrong, and asks again a minute later', () => {
		const wrong: Answer[] = [
			'error',
			{ status: 500, body: { code: 'x' } },
			{ status: 403, body: { code: 'instagram_invalid_token' } },
			{ status: 200, body: 'not json {' },
			{ status: 200, body: { external_name: 'x' } },
			{ status: 200, body: { images: { first: { url: 'https://scontent.cdninstagram.com/1.jpg' } } } },
			{ status: 200, body: { images: [{ url: 1 }] } },
		];
		wrong.forEach((answer, n) => {
			const { renders, transients } = run({
				answers: { [galleryUrl('t', n + 1)]: answer },
				renders: [{ content: SAVED, attrs: { accessToken: 't', count: n + 1 } }],
			});
			expect(renders, JSON.stringify(answer)).toEqual([SAVED]);
			expect(Object.values(transients)).toEqual([60]);
		});
		const { requests } = run({
			renders: [
				{ content: SAVED, attrs: { accessToken: 't' } },
				{ content: SAVED, attrs: { accessToken: 't' }, advance: 30 },
				{ content: SAVED, attrs: { accessToken: 't' }, advance: 31 },
			],
		});
		expect(requests).toHaveLength(2);
	});

	it('leaves a block without a token as it was saved, and asks nothing', () => {
		const { renders, requests } = run({
			renders: [
				{ content: SAVED, attrs: {} },
				{ content: SAVED, attrs: { accessToken: '' } },
				{ content: SAVED, attrs: { accessToken: ['t'] } },
			],
		});
		expect(renders).toEqual([SAVED, SAVED, SAVED]);
		expect(requests).toEqual([]);
	});
});
