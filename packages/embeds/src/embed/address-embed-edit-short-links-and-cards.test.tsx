// The mechanism's short links (a parse's `shortLink`, followed through resolve-redirect) and a
// block's own preview for embeds without a frame, with a provider of the tests' own.
// @vitest-environment jsdom
import { safeProviderUrl } from '@blockyard/api-client';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { BlockEditProps } from '@wordpress/blocks';
import { afterEach, describe, expect, it } from 'vitest';

import { AddressEmbedEdit } from './address-embed-edit';
import type { EmbedProvider } from './provider';
import { cleanUpAddressEmbed, renderAddressEmbed, testEmbedBlock } from './test/render-address-embed';
import { checkedUrls, stubResolveRedirect } from './test/resolve-redirect-stub';

type CardAttributes = { url?: string };

/**
 * Boards on `boards.test` (`/board/<name>`), shown as a card (no frame), and short links on
 * `go.test` that lead to them.
 */
const boards: EmbedProvider<CardAttributes> = {
	hosts: ['boards.test', 'go.test'],
	parse: (text) => {
		const short = safeProviderUrl(text, ['go.test']);
		if (short) {
			return { ok: true, url: short.href, attributes: {}, shortLink: true };
		}
		const url = safeProviderUrl(text, ['boards.test']);
		if (!url) {
			return { ok: false, reason: 'not-provider' };
		}
		const href = `https://boards.test${url.pathname}`;
		return /^\/board\/[a-z]+$/.test(url.pathname)
			? { ok: true, url: href, attributes: { url: href } }
			: { ok: false, reason: 'not-embeddable' };
	},
	frame: () => undefined,
};

function BoardEdit({ attributes, setAttributes, isSelected, clientId }: BlockEditProps<CardAttributes>) {
	return (
		<AddressEmbedEdit
			provider={boards}
			attributes={attributes}
			url={attributes.url}
			setAttributes={setAttributes}
			isSelected={isSelected}
			clientId={clientId}
			label="Board"
			instructions="Paste a board’s address."
			inputLabel="Board address"
			errorMessage="Sorry, this content could not be embedded."
			preview={({ url }) => (url ? <a href={url}>The board</a> : null)}
		/>
	);
}

const renderBoard = (attributes: CardAttributes = {}, host?: null) =>
	renderAddressEmbed<CardAttributes>({
		name: 'test/board',
		register: testEmbedBlock('test/board', 'Board', BoardEdit),
		inputLabel: 'Board address',
		attributes,
		host,
	});

afterEach(cleanUpAddressEmbed);

describe('AddressEmbedEdit with short links and a preview of its own', () => {
	it('shows the block’s own preview under the overlay when the provider frames nothing', async () => {
		renderBoard({ url: 'https://boards.test/board/pasta' });
		expect((await screen.findByRole('link', { name: 'The board' })).getAttribute('href')).toBe(
			'https://boards.test/board/pasta'
		);
		expect(screen.getByTestId('embed-overlay')).toBeTruthy();
	});

	it('follows a short link through the provider and embeds where it leads, parsed again', async () => {
		const fetchMock = stubResolveRedirect(() =>
			Response.json({ status: 200, url: 'https://boards.test/board/pasta?from=share' })
		);
		const view = renderBoard();
		await view.paste('https://go.test/x1');
		await waitFor(() => expect(view.attributes().url).toBe('https://boards.test/board/pasta'));
		expect(checkedUrls(fetchMock)).toEqual(['/wp-json/wpcom/v2/resolve-redirect/|https://go.test/x1']);
		expect(await screen.findByRole('link', { name: 'The board' })).toBeTruthy();
	});

	it('refuses a short link that leads off the provider, or to another short link', async () => {
		for (const leadsTo of ['https://evil.test/board/pasta', 'https://go.test/x2']) {
			stubResolveRedirect(() => Response.json({ status: 200, url: leadsTo }));
			const view = renderBoard();
			await view.paste('https://go.test/x1');
			expect((await screen.findByRole('alert')).textContent).toContain(
				'Sorry, this content could not be embedded.'
			);
			expect(view.changes).toEqual([]);
			cleanup();
		}
	});

	it('refuses a short link in an editor without the provider to follow it', async () => {
		const view = renderBoard({}, null);
		await view.paste('https://go.test/x1');
		expect((await screen.findByRole('alert')).textContent).toContain(
			'Sorry, this content could not be embedded.'
		);
		expect(view.changes).toEqual([]);
	});
});
