// Test-only: a block whose edit renders AddressEmbedEdit, rendered through the block-edit harness,
// with what its tests do to it: paste an address into its form, and watch Convert block to link.
import { renderBlockEdit, type RenderBlockEditOptions } from '@blockyard/block-edit-harness';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { getBlockType, registerBlockType, type BlockEditProps } from '@wordpress/blocks';
import { dispatch } from '@wordpress/data';
import type { ComponentType } from 'react';
import { vi } from 'vitest';

export interface RenderAddressEmbedOptions<
	Attributes extends Record<string, unknown>,
> extends RenderBlockEditOptions<Attributes> {
	/** The accessible name of the block's address field. */
	readonly inputLabel: string;
	/**
	 * Watch Convert block to link: the editor's paragraph (which it creates) is registered and
	 * the block editor store's `replaceBlock` replaced by a spy, read with `replacements()`. The
	 * spy is on the registry's own store: render with `host: null`.
	 */
	readonly watchConvertToLink?: boolean;
}

/** A replacement of a block by Convert block to link. */
export interface LinkReplacement {
	readonly clientId: string;
	readonly name: string;
	/** The new block's content, as a string. */
	readonly content: string;
}

/** The editor's paragraph, which Convert block to link creates (the core blocks are not registered here). */
function registerParagraph() {
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
}

/**
 * The `register` of a block of the tests' own, `name` (an embed with a `url` attribute) whose
 * edit is `edit`; registered once.
 */
export const testEmbedBlock =
	(name: string, title: string, edit: ComponentType<BlockEditProps<{ url?: string }>>) => () => {
		if (!getBlockType(name)) {
			registerBlockType<{ url?: string }>(name, {
				apiVersion: 3,
				title,
				category: 'embed',
				attributes: { url: { type: 'string' } },
				edit,
				save: () => null,
			});
		}
	};

/**
 * Renders the block's edit as {@link renderBlockEdit} does, with `input()` (its address field,
 * once the edit has loaded), `paste(text)` (types `text` into it and presses Embed) and
 * `replacements()` (what Convert block to link replaced, with `watchConvertToLink`).
 */
export function renderAddressEmbed<Attributes extends Record<string, unknown>>(
	options: RenderAddressEmbedOptions<Attributes>
) {
	const { inputLabel, watchConvertToLink = false, ...editOptions } = options;
	let replaceBlock: { readonly mock: { readonly calls: readonly unknown[][] } } | undefined;
	if (watchConvertToLink) {
		registerParagraph();
		replaceBlock = vi
			.spyOn(dispatch(blockEditorStore), 'replaceBlock')
			.mockImplementation(async () => undefined);
	}
	const view = renderBlockEdit<Attributes>(editOptions);
	const input = () => screen.findByRole('textbox', { name: inputLabel });
	return {
		...view,
		input,
		async paste(text: string): Promise<void> {
			fireEvent.change(await input(), { target: { value: text } });
			fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
		},
		replacements(): LinkReplacement[] {
			return (replaceBlock?.mock.calls ?? []).map((call) => {
				const [clientId, block] = call as [
					string,
					{ name: string; attributes: { content: unknown } },
				];
				return { clientId, name: block.name, content: String(block.attributes.content) };
			});
		},
	};
}

/** Undoes a test's render, stubbed globals and spies: the tests' `afterEach`. */
export function cleanUpAddressEmbed(): void {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
}
