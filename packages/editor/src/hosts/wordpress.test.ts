import { describe, expect, it, vi } from 'vitest';

import { createFakeMediaFetch } from '../../test/fake-media-fetch';
import { createFakeWordPressRegistry } from '../../test/fake-wordpress-stores';
import { createWordPressHost } from './wordpress';
import type { WordPressPageState } from './wordpress-page-state';

const pageState: WordPressPageState = {
	restRoot: 'http://example.test/wp-json',
	nonce: 'n0nce',
	locale: 'de_DE',
	siteType: 'atomic',
	features: { 'business-hours': true },
};

function setUp(
	state: WordPressPageState = pageState,
	initial: Parameters<typeof createFakeWordPressRegistry>[0] = {}
) {
	const fake = createFakeWordPressRegistry(initial);
	const media = createFakeMediaFetch();
	const host = createWordPressHost(state, { registry: fake.registry, fetch: media.fetch });
	return { ...fake, host, media };
}

describe('createWordPressHost', () => {
	it('takes the site facts and the roots from the page state', () => {
		const { host } = setUp();
		expect(host.site).toEqual({
			locale: 'de_DE',
			type: 'atomic',
			features: { 'video-chapters': true, 'business-hours': true },
			isPrivate: false,
		});
		expect(host.api.roots).toMatchObject({
			site: 'http://example.test/wp-json/',
			plugin: 'http://example.test/wp-json/jetpack/v4/',
			hosted: 'http://example.test/wp-json/wpcom/v2/',
			aiQuery: 'https://public-api.wordpress.com/wpcom/v2/jetpack-ai-query',
		});
	});

	it('knows the site id on the platform when the page state gives it', () => {
		expect(setUp({ ...pageState, siteType: 'simple', siteId: 1234 }).host.site).toEqual({
			locale: 'de_DE',
			type: 'simple',
			id: 1234,
			features: { 'video-chapters': true, 'business-hours': true },
			isPrivate: false,
		});
	});

	it('has video chapters unless the page state turns them off', () => {
		expect(setUp().host.site.features['video-chapters']).toBe(true);
		const off = { ...pageState, features: { 'video-chapters': false } };
		expect(setUp(off).host.site.features['video-chapters']).toBe(false);
	});

	it('gives the blocks the tiers the site allows and the editor the page is', () => {
		const { host } = setUp({ ...pageState, blockTiers: ['beta'], editorKind: 'widgets' });
		expect(host.site.blockTiers).toEqual(['beta']);
		expect(host.editorKind).toBe('widgets');
		const plain = setUp().host;
		expect(plain.site.blockTiers).toBeUndefined();
		expect(plain.editorKind).toBeUndefined();
	});

	it('gives the AI blocks the plan and quota the page state knows, so they start without a request', () => {
		const aiFeature = {
			'has-feature': true,
			'is-over-limit': false,
			'requests-count': 3,
			'requests-limit': 20,
			'site-require-upgrade': false,
			'upgrade-type': 'default',
		} as const;
		const { ai } = setUp({ ...pageState, aiFeature }).host.site;
		expect(ai).toMatchObject({
			hasFeature: true,
			isOverLimit: false,
			requestsCount: 3,
			requestsLimit: 20,
		});
		expect(setUp().host.site.ai).toBeUndefined();
	});

	it('says the site is private when the page state does', () => {
		expect(setUp({ ...pageState, isPrivate: true }).host.site.isPrivate).toBe(true);
	});

	it("sends usage events to the provider's analytics when the page state says so, and shrugs off its failures", async () => {
		const requests: Request[] = [];
		let answer = () => new Response(JSON.stringify({ recorded: true }), { status: 201 });
		expect(setUp().host.track).toBeUndefined();
		const host = createWordPressHost(
			{ ...pageState, providerRoot: 'http://provider.test/wp-json/', tracks: true },
			{
				registry: createFakeWordPressRegistry().registry,
				fetch: async (input, init) => {
					requests.push(new Request(input, init));
					return answer();
				},
			}
		);
		const event = {
			name: 'jetpack_ai_assistant_accept',
			props: { as: 'blocks' },
			user: { ID: 7, login: 'ann' },
		};

		host.track?.(event);
		await vi.waitFor(() => expect(requests).toHaveLength(1));
		expect(requests[0]?.method).toBe('POST');
		expect(requests[0]?.url).toBe('http://provider.test/wp-json/wpcom/v2/tracks');
		expect(await requests[0]?.json()).toEqual(event);
		// As every request of the editor's api, it carries the editor's marker.
		expect(requests[0]?.headers.get('X-WP-API-FETCH-FROM-EDITOR')).toBe('true');

		answer = () => new Response('down', { status: 503 });
		const unhandled = vi.fn();
		process.on('unhandledRejection', unhandled);
		try {
			expect(() => host.track?.(event)).not.toThrow();
			await vi.waitFor(() => expect(requests).toHaveLength(2));
			await new Promise((resolve) => setTimeout(resolve, 10));
			expect(unhandled).not.toHaveBeenCalled();
		} finally {
			process.off('unhandledRejection', unhandled);
		}
	});

	it('uses the provider and platform roots the page state names', () => {
		const { host } = setUp({
			...pageState,
			providerRoot: 'http://provider.test/wp-json/',
			platformRoot: 'http://provider.test/',
			geocodingRoot: 'http://provider.test/geocoding/v5/mapbox.places/',
		});
		expect(host.api.roots).toMatchObject({
			plugin: 'http://provider.test/wp-json/jetpack/v4/',
			hosted: 'http://provider.test/wp-json/wpcom/v2/',
			publicApi: 'http://provider.test/rest/v1.1/',
			aiQuery: 'http://provider.test/wpcom/v2/jetpack-ai-query',
			geocoding: 'http://provider.test/geocoding/v5/mapbox.places/',
		});
	});

	it('reads the post from core/editor and returns the same object until it changes', () => {
		const { host, editor } = setUp();
		const first = host.getPost();
		expect(first).toEqual({ id: 42, title: 'Opening times', isSaving: false });
		expect(host.getPost()).toBe(first);

		editor.dispatch().editPost({ title: 'Hours' });
		const second = host.getPost();
		expect(second).toEqual({ id: 42, title: 'Hours', isSaving: false });
		expect(second).not.toBe(first);
		expect(host.getPost()).toBe(second);
	});

	it('says whether the user may publish the post: whether it offers the publish action', () => {
		const { host, editor } = setUp();
		// Outside a post editor core/editor's post is empty: no publish right applies.
		expect(host.getPost().canPublish).toBeUndefined();

		editor.dispatch().setCurrentPost({ link: 'http://example.test/?p=42', _links: { self: [] } });
		expect(host.getPost()).toMatchObject({ canPublish: false, link: 'http://example.test/?p=42' });

		editor.dispatch().setCurrentPost({
			link: 'http://example.test/?p=42',
			_links: {
				self: [],
				'wp:action-publish': [{ href: 'http://example.test/wp-json/wp/v2/posts/42' }],
			},
		});
		expect(host.getPost().canPublish).toBe(true);
	});

	it('says when the post is saving, and tells its subscribers', () => {
		const { host, editor } = setUp();
		const listener = vi.fn();
		const unsubscribe = host.subscribe(listener);
		expect(host.getPost().isSaving).toBe(false);

		editor.dispatch().setSaving(true);
		expect(host.getPost().isSaving).toBe(true);
		expect(listener).toHaveBeenCalledTimes(1);
		editor.dispatch().setSaving(false);
		expect(host.getPost().isSaving).toBe(false);
		expect(listener).toHaveBeenCalledTimes(2);
		unsubscribe();
	});

	it('has no post id when core/editor has none or a non-numeric one', () => {
		const { host, editor } = setUp();
		editor.dispatch().setPostId(null);
		expect(host.getPost().id).toBeUndefined();
		editor.dispatch().setPostId('twentytwentyfive//single');
		expect(host.getPost().id).toBeUndefined();
	});

	it('edits the title through core/editor editPost', () => {
		const { host, editor } = setUp();
		host.setPostTitle('New title');
		expect(editor.select().getEditedPostAttribute('title')).toBe('New title');
	});

	it("reads the post's excerpt, tags and categories from core/editor, the same object while their ids stay", () => {
		const { host, editor } = setUp(pageState, {
			attributes: { excerpt: 'Open on Sundays', tags: [7, 9], categories: [1] },
		});
		const first = host.getPost();
		expect(first).toMatchObject({ excerpt: 'Open on Sundays', tags: [7, 9], categories: [1] });

		// core/editor may hand out a new list with the same ids: the post is the same.
		editor.dispatch().editPost({ tags: [7, 9] });
		expect(host.getPost()).toBe(first);
		editor.dispatch().editPost({ tags: [7] });
		expect(host.getPost()).toMatchObject({ tags: [7], categories: [1] });
		expect(host.getPost()).not.toBe(first);
	});

	it('has no excerpt or terms for a post type without them', () => {
		const post = setUp().host.getPost();
		expect(post).not.toHaveProperty('excerpt');
		expect(post).not.toHaveProperty('tags');
		expect(post).not.toHaveProperty('categories');
	});

	it('edits the excerpt and terms through one core/editor editPost, one undo level, and tells subscribers', () => {
		const { host, editor } = setUp(pageState, { attributes: { excerpt: '', tags: [], categories: [1] } });
		const listener = vi.fn();
		const unsubscribe = host.subscribe(listener);
		host.editPost?.({ excerpt: 'A summary', tags: [3, 4], categories: [2] });
		expect(editor.select().getEditCalls()).toEqual([
			{ excerpt: 'A summary', tags: [3, 4], categories: [2] },
		]);
		expect(host.getPost()).toMatchObject({ excerpt: 'A summary', tags: [3, 4], categories: [2] });
		expect(listener).toHaveBeenCalledTimes(1);

		// Only the fields given change; no fields, no edit.
		host.editPost?.({ categories: [] });
		host.editPost?.({});
		expect(editor.select().getEditCalls()).toEqual([
			{ excerpt: 'A summary', tags: [3, 4], categories: [2] },
			{ categories: [] },
		]);
		expect(host.getPost()).toMatchObject({ excerpt: 'A summary', tags: [3, 4], categories: [] });
		unsubscribe();
	});

	it('offers no excerpt, terms or editPost where no post is edited (the site editor, the widgets screen)', () => {
		expect(setUp({ ...pageState, editorKind: 'site' }).host.editPost).toBeUndefined();
		expect(setUp({ ...pageState, editorKind: 'widgets' }).host.editPost).toBeUndefined();
		expect(setUp({ ...pageState, editorKind: 'post' }).host.editPost).toBeTypeOf('function');
		const site = setUp(
			{ ...pageState, editorKind: 'site' },
			{ attributes: { excerpt: 'A template', tags: [] } }
		);
		expect(site.host.getPost()).not.toHaveProperty('excerpt');
		expect(site.host.getPost()).not.toHaveProperty('tags');
	});

	it('locks and unlocks saving through core/editor', () => {
		const { host, editor } = setUp();
		host.lockPostSaving('blockyard/upload');
		expect(editor.select().isPostSavingLocked()).toBe(true);
		host.unlockPostSaving('blockyard/upload');
		expect(editor.select().isPostSavingLocked()).toBe(false);
	});

	it('sends notices to core/notices, success as a snackbar', () => {
		const { host, notices } = setUp();
		host.notify({ status: 'success', message: 'Hours saved.' });
		host.notify({ status: 'error', message: 'The hours could not be loaded.' });
		expect(notices()).toEqual([
			{
				status: 'success',
				content: 'Hours saved.',
				options: { type: 'snackbar', isDismissible: true },
			},
			{
				status: 'error',
				content: 'The hours could not be loaded.',
				options: { type: 'default', isDismissible: true },
			},
		]);
	});

	it('gives a notice’s links to core/notices as its actions', () => {
		const { host, notices } = setUp();
		host.notify({
			status: 'success',
			message: 'Congratulations! Your site is now on the Premium plan.',
			actions: [{ label: 'View my plan', url: 'https://example.com/plans' }],
		});
		expect(notices()).toEqual([
			{
				status: 'success',
				content: 'Congratulations! Your site is now on the Premium plan.',
				options: {
					type: 'snackbar',
					isDismissible: true,
					actions: [{ label: 'View my plan', url: 'https://example.com/plans' }],
				},
			},
		]);
	});

	it('tells the blocks which paid blocks need a plan the site lacks', () => {
		const requiredPlans = { 'blockyard/donations': { slug: 'value_bundle', name: 'Premium' } };
		expect(setUp({ ...pageState, requiredPlans }).host.site.requiredPlans).toEqual(requiredPlans);
		expect(setUp().host.site).not.toHaveProperty('requiredPlans');
	});

	it('calls subscribers only when the post changes', () => {
		const { host, editor } = setUp();
		const listener = vi.fn();
		const unsubscribe = host.subscribe(listener);

		host.lockPostSaving('unrelated');
		host.notify({ status: 'info', message: 'Unrelated.' });
		expect(listener).not.toHaveBeenCalled();

		editor.dispatch().editPost({ title: 'Changed' });
		expect(listener).toHaveBeenCalledTimes(1);

		unsubscribe();
		editor.dispatch().editPost({ title: 'Changed again' });
		expect(listener).toHaveBeenCalledTimes(1);
	});

	it('does nothing harmful outside the post editor, where core/editor is missing', async () => {
		const { createRegistry } = await import('@wordpress/data');
		const host = createWordPressHost(pageState, { registry: createRegistry() });
		expect(host.getPost()).toEqual({ id: undefined, title: '' });
		expect(() => {
			host.setPostTitle('x');
			host.lockPostSaving('x');
			host.notify({ status: 'info', message: 'x' });
		}).not.toThrow();
	});

	it("gives core-data's embed preview of an address, checked; none where the lookup has none", async () => {
		const { createReduxStore, createRegistry } = await import('@wordpress/data');
		const answers: Record<string, unknown> = {
			'https://videopress.com/v/OcobLTqC': {
				type: 'video',
				html: '<iframe></iframe>',
				title: 'Harbour',
			},
			'https://example.test/page': false,
			'https://example.test/odd': { html: 42 },
		};
		const asked: string[] = [];
		const registry = createRegistry();
		registry.register(
			createReduxStore('core', {
				reducer: (
					state: Record<string, unknown> = {},
					action: { type: string; url?: string; preview?: unknown }
				) =>
					action.type === 'RECEIVE_EMBED_PREVIEW' && action.url !== undefined
						? { ...state, [action.url]: action.preview }
						: state,
				selectors: { getEmbedPreview: (state: Record<string, unknown>, url: string) => state[url] },
				actions: {
					receiveEmbedPreview: (url: string, preview: unknown) => ({
						type: 'RECEIVE_EMBED_PREVIEW',
						url,
						preview,
					}),
				},
				resolvers: {
					getEmbedPreview:
						(url: string) =>
						({
							dispatch,
						}: {
							dispatch: { receiveEmbedPreview(url: string, preview: unknown): void };
						}) => {
							asked.push(url);
							dispatch.receiveEmbedPreview(url, answers[url]);
						},
				},
			})
		);
		const host = createWordPressHost(pageState, { registry });

		await expect(host.embedPreview?.('https://videopress.com/v/OcobLTqC')).resolves.toMatchObject({
			html: '<iframe></iframe>',
			title: 'Harbour',
		});
		await host.embedPreview?.('https://videopress.com/v/OcobLTqC');
		expect(asked).toEqual(['https://videopress.com/v/OcobLTqC']);
		await expect(host.embedPreview?.('https://example.test/page')).resolves.toBeUndefined();
		await expect(host.embedPreview?.('https://example.test/odd')).resolves.toBeUndefined();
		await expect(
			createWordPressHost(pageState, { registry: createRegistry() }).embedPreview?.(
				'https://example.test/page'
			)
		).resolves.toBeUndefined();
	});

	it('uploads media as multipart `file` to wp/v2/media with the nonce', async () => {
		const { host, media } = setUp();
		const file = new File(['png bytes'], 'hours.png', { type: 'image/png' });

		const uploaded = await host.uploadMedia(file);

		expect(uploaded).toEqual({
			id: 7,
			url: 'http://example.test/wp-content/uploads/hours.png',
			mime: 'image/png',
			alt: '',
		});
		expect(media.requests).toHaveLength(1);
		const [sent] = media.requests;
		expect(sent?.request.method).toBe('POST');
		expect(sent?.request.url).toBe('http://example.test/wp-json/wp/v2/media');
		expect(sent?.request.headers.get('X-WP-Nonce')).toBe('n0nce');
		const sentFile = sent?.form.get('file');
		expect(sentFile).toBeInstanceOf(File);
		expect((sentFile as File).name).toBe('hours.png');
	});
});
