// The edit renders iframes, which happy-dom tries to load (and logs that it may not): jsdom here.
// @vitest-environment jsdom
import { safeProviderUrl } from '@blockyard/api-client';
import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { getBlockType, registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AddressEmbedEdit } from './address-embed-edit';
import type { EmbedProvider } from './provider';
import { stubResolveRedirect } from './test/resolve-redirect-stub';

type PinAttributes = { url?: string };

/** A provider of the tests' own: pins on `pins.test` whose path starts with `pin/`. */
const pins: EmbedProvider<PinAttributes> = {
	hosts: ['pins.test'],
	parse: (text) => {
		const url = safeProviderUrl(text, ['pins.test']);
		if (!url) {
			return { ok: false, reason: 'not-provider' };
		}
		return url.pathname.startsWith('/pin/')
			? { ok: true, url: url.href, attributes: { url: url.href } }
			: { ok: false, reason: 'not-embeddable' };
	},
	frame: ({ url }) => (url ? { src: url, title: 'Pin', sandbox: 'allow-scripts' } : undefined),
};

function PinEdit({ attributes, setAttributes, isSelected, clientId }: BlockEditProps<PinAttributes>) {
	return (
		<AddressEmbedEdit
			provider={pins}
			attributes={attributes}
			url={attributes.url}
			setAttributes={setAttributes}
			isSelected={isSelected}
			clientId={clientId}
			label="Pin"
			instructions="Paste a pin’s address."
			inputLabel="Pin address"
			errorMessage="Sorry, this content could not be embedded."
			editLabel="Edit URL"
			convertToLink
		/>
	);
}

const register = () => {
	// The editor's paragraph, which Convert block to link creates (the core blocks are not registered here).
	if (!getBlockType('core/paragraph')) {
		registerBlockType<{ content?: string }>('core/paragraph', {
			apiVersion: 3,
			title: 'Paragraph',
			category: 'text',
			attributes: { content: { type: 'string' } },
			edit: () => null,
			save: () => null,
		});
	}
	if (!getBlockType('test/pin')) {
		registerBlockType<PinAttributes>('test/pin', {
			apiVersion: 3,
			title: 'Pin',
			category: 'embed',
			attributes: { url: { type: 'string' } },
			edit: PinEdit,
			save: () => null,
		});
	}
};

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('AddressEmbedEdit', () => {
	it('offers Convert block to link with the error, replacing the block with a paragraph linking to the text', async () => {
		stubResolveRedirect();
		const replaceBlock = vi
			.spyOn(dispatch(blockEditorStore), 'replaceBlock')
			.mockImplementation(async () => undefined);
		// No host: the registry's own block-editor store, whose replaceBlock is watched here.
		renderBlockEdit<PinAttributes>({
			name: 'test/pin',
			register,
			attributes: {},
			clientId: 'pin-1',
			host: null,
		});

		fireEvent.change(await screen.findByRole('textbox', { name: 'Pin address' }), {
			target: { value: 'https://pins.test/board/x' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
		expect((await screen.findByRole('alert')).textContent).toContain(
			'Sorry, this content could not be embedded.'
		);

		fireEvent.click(screen.getByRole('button', { name: 'Convert block to link' }));
		expect(replaceBlock).toHaveBeenCalledTimes(1);
		const [clientId, block] = replaceBlock.mock.calls[0] as unknown as [
			string,
			{ name: string; attributes: { content: unknown } },
		];
		expect(clientId).toBe('pin-1');
		expect(block.name).toBe('core/paragraph');
		expect(String(block.attributes.content)).toBe(
			'<a href="https://pins.test/board/x">https://pins.test/board/x</a>'
		);
	});

	it('embeds on the parse alone in an editor without a host', async () => {
		const fetchMock = stubResolveRedirect();
		const { attributes } = renderBlockEdit<PinAttributes>({
			name: 'test/pin',
			register,
			attributes: {},
			host: null,
		});
		fireEvent.change(await screen.findByRole('textbox', { name: 'Pin address' }), {
			target: { value: 'http://pins.test/pin/7' },
		});
		fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
		expect(attributes().url).toBe('https://pins.test/pin/7');
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('labels the toolbar button as the block asks', async () => {
		renderBlockEdit<PinAttributes>({
			name: 'test/pin',
			register,
			attributes: { url: 'https://pins.test/pin/1' },
		});
		expect(await screen.findByRole('button', { name: 'Edit URL' })).toBeTruthy();
	});
});
