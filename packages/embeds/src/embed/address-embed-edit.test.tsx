// The edit renders iframes, which happy-dom tries to load (and logs that it may not): jsdom here.
// @vitest-environment jsdom
import { safeProviderUrl } from '@blockyard/api-client';
import { fireEvent, screen } from '@testing-library/react';
import type { BlockEditProps } from '@wordpress/blocks';
import { afterEach, describe, expect, it } from 'vitest';

import { AddressEmbedEdit } from './address-embed-edit';
import type { EmbedProvider } from './provider';
import { cleanUpAddressEmbed, renderAddressEmbed, testEmbedBlock } from './test/render-address-embed';
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

const renderPin = (
	options: { attributes?: PinAttributes; host?: null; clientId?: string; watchConvertToLink?: boolean } = {}
) =>
	renderAddressEmbed<PinAttributes>({
		name: 'test/pin',
		register: testEmbedBlock('test/pin', 'Pin', PinEdit),
		inputLabel: 'Pin address',
		attributes: {},
		...options,
	});

afterEach(cleanUpAddressEmbed);

describe('AddressEmbedEdit', () => {
	it('offers Convert block to link with the error, replacing the block with a paragraph linking to the text', async () => {
		stubResolveRedirect();
		// No host: the registry's own block-editor store, whose replaceBlock is watched here.
		const view = renderPin({ clientId: 'pin-1', host: null, watchConvertToLink: true });

		await view.paste('https://pins.test/board/x');
		expect((await screen.findByRole('alert')).textContent).toContain(
			'Sorry, this content could not be embedded.'
		);

		fireEvent.click(screen.getByRole('button', { name: 'Convert block to link' }));
		expect(view.replacements()).toEqual([
			{
				clientId: 'pin-1',
				name: 'core/paragraph',
				content: '<a href="https://pins.test/board/x">https://pins.test/board/x</a>',
			},
		]);
	});

	it('embeds on the parse alone in an editor without a host', async () => {
		const fetchMock = stubResolveRedirect();
		const view = renderPin({ host: null });
		await view.paste('http://pins.test/pin/7');
		expect(view.attributes().url).toBe('https://pins.test/pin/7');
		expect(fetchMock).not.toHaveBeenCalled();
	});

	it('labels the toolbar button as the block asks', async () => {
		renderPin({ attributes: { url: 'https://pins.test/pin/1' } });
		expect(await screen.findByRole('button', { name: 'Edit URL' })).toBeTruthy();
	});
});
