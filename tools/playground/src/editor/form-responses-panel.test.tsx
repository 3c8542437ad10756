import { createApi } from '@blockyard/api-client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormResponsesPanel } from './form-responses-panel';

afterEach(cleanup);

const ROOT = 'http://playground.test/wp-json/';
const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const response = {
	id: 3,
	form_id: 'abc12345',
	post_id: 9,
	fields: { 'name-x1y2': 'Ann', 'topics-a1b2': ['Bees', 'Owls'] },
	date: '2026-11-26T10:00:00',
};

function openPanel(fetch: typeof globalThis.fetch) {
	render(<FormResponsesPanel api={createApi({ root: ROOT, fetch })} postId={9} />);
	fireEvent.click(screen.getByRole('button', { name: 'Form responses' }));
}

describe('<FormResponsesPanel />', () => {
	it("lists the responses to the post's forms, asking for this post only", async () => {
		const fetch = vi.fn<typeof globalThis.fetch>(async () => json([response]));
		openPanel(fetch);
		expect(await screen.findByText('1 response')).toBeTruthy();
		expect(screen.getByText('Ann')).toBeTruthy();
		expect(screen.getByText('Bees, Owls')).toBeTruthy();
		const url = new URL(new Request(fetch.mock.calls[0]![0]).url);
		expect(url.pathname).toBe('/wp-json/blockyard/v1/forms/responses');
		expect(url.searchParams.get('post_id')).toBe('9');
	});

	it('says when they cannot be loaded, and loads them again on Refresh', async () => {
		const fetch = vi
			.fn<typeof globalThis.fetch>()
			.mockResolvedValueOnce(json({ code: 'oops', message: 'Oops' }, 500))
			.mockResolvedValueOnce(json([]));
		openPanel(fetch);
		expect(await screen.findByText('The responses could not be loaded.')).toBeTruthy();
		fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
		expect(await screen.findByText('0 responses')).toBeTruthy();
	});
});
