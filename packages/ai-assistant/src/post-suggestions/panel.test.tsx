import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { HostPost, HostPostEdits } from '@blockyard/ui';
import { drive } from '../test/block-editor';
import { createFakeAiService, SITE_ROOT, type FakeAiService } from '../test/fake-ai-service';
import { preloadReview } from '../review/use-review';
import { AI_SITE, createTestHost, renderWithHost, type TestHost } from '../test/test-host';
import { registerStandInAiBlock, registerTextCoreBlocks } from '../test/text-core-blocks';
import PostSuggestionsPanel from './panel';

beforeAll(async () => {
	registerTextCoreBlocks();
	// The suggestions are offered where the AI Assistant block is.
	registerStandInAiBlock();
	await preloadReview();
});

/** The site's terms routes, answered here; everything else goes to the fake AI service. */
function withTerms(service: FakeAiService) {
	const created: string[] = [];
	const fetch: typeof globalThis.fetch = async (input, init) => {
		const request = new Request(input, init);
		const url = new URL(request.url);
		const json = (body: unknown, status = 200) =>
			new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
		if (url.href.startsWith(`${SITE_ROOT}wp/v2/categories`)) {
			return json([
				{ id: 3, name: 'Garden', slug: 'garden' },
				{ id: 4, name: 'News', slug: 'news' },
			]);
		}
		if (url.href.startsWith(`${SITE_ROOT}wp/v2/tags`)) {
			if (request.method === 'POST') {
				const { name } = (await request.json()) as { name: string };
				created.push(name);
				return json({ id: 90 + created.length, name, slug: name }, 201);
			}
			return json([{ id: 5, name: 'Bees', slug: 'bees' }]);
		}
		return service.fetch(input, init);
	};
	return { fetch, created };
}

let service: FakeAiService;
let created: string[];
let host: TestHost & { editPost: ReturnType<typeof vi.fn<(edits: HostPostEdits) => void>> };
let post: HostPost;

beforeEach(() => {
	service = createFakeAiService();
	const terms = withTerms(service);
	created = terms.created;
	post = { id: 7, title: 'T', excerpt: '', tags: [5], categories: [] };
	const base = createTestHost({ fetch: terms.fetch, site: AI_SITE });
	host = { ...base, getPost: () => post, editPost: vi.fn<(edits: HostPostEdits) => void>() };
	void dispatch(blockEditorStore).resetBlocks([
		createBlock('core/heading', { content: 'Bees' }),
		createBlock('core/paragraph', { content: 'Bees make <strong>honey</strong> in the garden.' }),
	]);
});

afterEach(() => {
	void dispatch(blockEditorStore).resetBlocks([]);
});

const sentText = (index: number) => JSON.stringify(service.requestsTo('query')[index]?.body);

async function reply(text: string) {
	await waitFor(() => expect(service.streams).toHaveLength(1));
	await drive(() => service.stream(0).send(text));
	await drive(() => service.stream(0).finish());
}

describe('the AI suggestions panel', () => {
	it('suggests an excerpt from the post’s text, reviewed, and applies it as one edit of the post', async () => {
		renderWithHost(<PostSuggestionsPanel />, host);
		fireEvent.click(screen.getByRole('button', { name: 'Suggest an excerpt' }));
		await reply('A post about bees and their honey.');

		expect(sentText(0)).toContain('Bees make **honey** in the garden.');
		expect(
			screen.getByRole('region', { name: 'The AI’s suggestion, with its changes marked' }).textContent
		).toContain('A post about bees and their honey.');
		fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
		expect(host.editPost).toHaveBeenCalledTimes(1);
		expect(host.editPost).toHaveBeenCalledWith({ excerpt: 'A post about bees and their honey.' });
		expect(screen.getByRole('button', { name: 'Suggest an excerpt' })).toBeDefined();
	});

	it('leaves out of the excerpt a change the author rejected', async () => {
		post = { ...post, excerpt: 'Bees make honey.' };
		renderWithHost(<PostSuggestionsPanel />, host);
		fireEvent.click(screen.getByRole('button', { name: 'Suggest a new excerpt' }));
		await reply('Bees make wax.');

		fireEvent.click(screen.getByRole('button', { name: 'Reject change' }));
		fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
		expect(host.editPost).toHaveBeenCalledWith({ excerpt: 'Bees make honey.' });
	});

	it('says so when the reply is no excerpt, and changes nothing', async () => {
		const { container } = renderWithHost(<PostSuggestionsPanel />, host);
		fireEvent.click(screen.getByRole('button', { name: 'Suggest an excerpt' }));
		await reply('***');

		// In the panel (the notice is also spoken, from a live region of its own).
		expect(within(container).getByText(/could not be read as a suggestion/)).toBeDefined();
		expect(host.editPost).not.toHaveBeenCalled();
	});

	it('asks nothing for a post without text', async () => {
		void dispatch(blockEditorStore).resetBlocks([createBlock('core/paragraph', { content: '' })]);
		const { container } = renderWithHost(<PostSuggestionsPanel />, host);
		fireEvent.click(screen.getByRole('button', { name: 'Suggest an excerpt' }));
		await drive();

		expect(
			within(container).getByText('The post has no text yet to suggest an excerpt from.')
		).toBeDefined();
		expect(service.requestsTo('query')).toHaveLength(0);
	});

	it('suggests tags and categories the post lacks, and adds the checked ones in one edit, making a new tag', async () => {
		renderWithHost(<PostSuggestionsPanel />, host);
		fireEvent.click(screen.getByRole('button', { name: 'Suggest tags and categories' }));
		await reply('{"tags": ["bees", "honey", "wax"], "categories": ["garden"]}');

		expect(sentText(0)).toContain('[\\"Garden\\",\\"News\\"]');
		// The post has "Bees" already: offered are the others.
		expect(screen.queryByRole('checkbox', { name: 'bees' })).toBeNull();
		fireEvent.click(screen.getByRole('checkbox', { name: 'wax' }));
		await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add the checked ones' })));

		await waitFor(() => expect(host.editPost).toHaveBeenCalledTimes(1));
		expect(created).toEqual(['honey']);
		expect(host.editPost).toHaveBeenCalledWith({ tags: [5, 91], categories: [3] });
	});

	it('says why it is not offered to a user who is not connected', () => {
		const selfHosted = { ...host, site: { ...host.site, type: 'self-hosted' as const } };
		renderWithHost(<PostSuggestionsPanel />, selfHosted);
		expect(screen.getByText('Connect your account to get AI suggestions for this post.')).toBeDefined();
	});
});
