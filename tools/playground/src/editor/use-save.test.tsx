import { createApi } from '@blockyard/api-client';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createPlaygroundHost } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import type { PostDetails } from '../host/post-details';
import { useSave } from './use-save';

afterEach(cleanup);

const LOADED = { title: 'Owls', content: '<!-- wp:paragraph -->\n<p>Hoot</p>\n<!-- /wp:paragraph -->' };
const EDITED = `${LOADED.content}\n\n<!-- wp:paragraph -->\n<p>More</p>\n<!-- /wp:paragraph -->`;

const post = (title: string, content: string) => ({
	id: 3,
	status: 'draft',
	modified: '',
	title: { raw: title },
	content: { raw: content, rendered: '' },
});

/** The content the hook is given; `isPending`: changed, and waiting for editing to pause to be serialized. */
interface SaveProps {
	readonly content: string;
	readonly isPending?: boolean;
}

interface SentPost {
	readonly title: string;
	readonly content: string;
	readonly excerpt?: string;
	readonly tags?: number[];
	readonly categories?: number[];
}

function renderSave(answer: (body: SentPost) => Response, details?: PostDetails) {
	const store = createPlaygroundStore({ post: { id: 3, title: LOADED.title } });
	if (details !== undefined) {
		store.setPost({ id: 3, title: LOADED.title, ...details });
	}
	let answered = 0;
	const api = createApi({
		root: 'http://playground.test/wp-json/',
		fetch: async (input, init) => {
			const response = answer((await new Request(input, init).json()) as SentPost);
			answered += 1;
			return response;
		},
	});
	const host = createPlaygroundHost({ store, api });
	const view = renderHook(
		({ content, isPending = false }: SaveProps) =>
			useSave({
				api,
				store,
				host,
				postId: 3,
				content: { read: () => content, settled: isPending ? undefined : content },
				saved: details === undefined ? LOADED : { ...LOADED, details },
			}),
		{ initialProps: { content: LOADED.content } as SaveProps }
	);
	// The save is over once the server has answered and the hook has taken the answer in.
	const save = () =>
		act(async () => {
			const before = answered;
			view.result.current.save();
			await vi.waitFor(() => {
				expect(answered).toBe(before + 1);
				expect(view.result.current.isSaving).toBe(false);
			});
		});
	return { ...view, store, save };
}

describe('useSave', () => {
	it('knows the loaded post is saved and an edit is not', () => {
		const { result, rerender, store } = renderSave(() => new Response('{}'));
		expect(result.current).toMatchObject({ isSaved: true, isDirty: false });

		rerender({ content: EDITED });
		expect(result.current).toMatchObject({ isSaved: false, isDirty: true });

		rerender({ content: LOADED.content });
		act(() => store.setTitle('Owls at night'));
		expect(result.current.isDirty).toBe(true);
	});

	it('counts a change that waits to be serialized as unsaved, and saves it as it is now', async () => {
		const sent: string[] = [];
		const view = renderSave((body) => {
			sent.push(body.content);
			return new Response(JSON.stringify(post(body.title, body.content)));
		});
		view.rerender({ content: EDITED, isPending: true });
		expect(view.result.current).toMatchObject({ isSaved: false, isDirty: true });

		await view.save();
		expect(sent).toEqual([EDITED]);
	});

	it('is saved once the server stored the edit', async () => {
		const view = renderSave((body) => new Response(JSON.stringify(post(body.title, body.content))));
		view.rerender({ content: EDITED });

		await view.save();

		expect(view.result.current).toMatchObject({ isSaved: true, isConfirmed: true });
		expect(view.store.getState().notices).toEqual([]);
	});

	it('stays unsaved, with an error, when the save failed', async () => {
		const view = renderSave(
			() => new Response(JSON.stringify({ code: 'db_locked', message: 'Busy' }), { status: 503 })
		);
		view.rerender({ content: EDITED });

		await view.save();

		expect(view.result.current).toMatchObject({ isSaved: false, isDirty: true });
		expect(view.store.getState().notices).toMatchObject([
			{ status: 'error', message: expect.stringContaining('The post could not be saved') },
		]);
	});

	it.each([
		['an answer that is not JSON', () => new Response('<html>proxy page</html>', { status: 200 })],
		['an answer that is not a post', () => new Response(JSON.stringify({ ok: true }), { status: 200 })],
	])('after %s with a 2xx, says it was saved and to reload to check', async (_case, answer) => {
		const view = renderSave(answer);
		view.rerender({ content: EDITED });

		await view.save();

		expect(view.result.current).toMatchObject({ isSaved: true, isDirty: false, isConfirmed: false });
		const notices = view.store.getState().notices;
		expect(notices).toHaveLength(1);
		expect(notices[0]?.status).toBe('warning');
		expect(notices[0]?.message).toMatch(/^The post was saved, but the server’s answer could not be read/);
		expect(notices[0]?.message).not.toMatch(/could not be saved/);
	});

	it("saves the post's excerpt and terms with it, and counts a change of them as unsaved", async () => {
		const sent: SentPost[] = [];
		const view = renderSave(
			(body) => {
				sent.push(body);
				return new Response(JSON.stringify(post(body.title, body.content)));
			},
			{ excerpt: '', tags: [], categories: [1] }
		);
		expect(view.result.current.isDirty).toBe(false);

		act(() => view.store.editPost({ excerpt: 'About owls', tags: [7], categories: [1, 4] }));
		expect(view.result.current).toMatchObject({ isSaved: false, isDirty: true });

		await view.save();
		expect(sent).toEqual([
			{ title: 'Owls', content: LOADED.content, excerpt: 'About owls', tags: [7], categories: [1, 4] },
		]);
		expect(view.result.current).toMatchObject({ isSaved: true, isDirty: false });

		// Back to what the server has: saved again.
		act(() => view.store.editPost({ tags: [] }));
		expect(view.result.current.isDirty).toBe(true);
		act(() => view.store.editPost({ tags: [7] }));
		expect(view.result.current.isDirty).toBe(false);
	});

	it('sends no excerpt or terms for a post loaded without them', async () => {
		const sent: SentPost[] = [];
		const view = renderSave((body) => {
			sent.push(body);
			return new Response(JSON.stringify(post(body.title, body.content)));
		});
		view.rerender({ content: EDITED });
		await view.save();
		expect(sent).toEqual([{ title: 'Owls', content: EDITED }]);
	});
});
