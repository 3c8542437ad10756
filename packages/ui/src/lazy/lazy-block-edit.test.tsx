import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BlockEditorProvider, BlockList, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, registerBlockType, type Block, type BlockEditProps } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { lazyBlockEdit } from './lazy-block-edit';
import type { LazyModule } from './lazy-component';

type Attributes = { text: string };

afterEach(() => {
	cleanup();
	act(() => {
		dispatch(blockEditorStore).resetBlocks([]);
	});
});

/** The edit the chunk holds: the block's text in a labelled field. */
function NoteEdit({ attributes }: BlockEditProps<Attributes>) {
	return <input aria-label="Note text" value={attributes.text} readOnly />;
}
const editModule: LazyModule<BlockEditProps<Attributes>> = { default: NoteEdit };

let blocks = 0;
/** Registers a block type whose `edit` comes from `load`, and returns its name. */
function registerNote(load: () => Promise<LazyModule<BlockEditProps<Attributes>>>): string {
	blocks += 1;
	const name = `test/note-${blocks}`;
	registerBlockType<Attributes>(name, {
		apiVersion: 3,
		title: `Note ${blocks}`,
		category: 'text',
		attributes: { text: { type: 'string', default: '' } },
		edit: lazyBlockEdit(load, { retryDelayMs: 0 }),
		save: () => null,
	});
	return name;
}

/** Renders one block of `name` in an editor on the default registry; returns it as created. */
function renderBlock(name: string): Block {
	const block = createBlock(name, { text: 'Open at nine' });
	render(
		<BlockEditorProvider value={[block]} useSubRegistry={false}>
			<BlockList />
		</BlockEditorProvider>
	);
	return block;
}

const storedAttributes = (block: Block) => select(blockEditorStore).getBlockAttributes(block.clientId);

/** A load that fails with a network-like error. */
const failure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyBlockEdit', () => {
	it('shows the block’s title and a spinner while the edit loads, inside the block’s own wrapper', async () => {
		let finish: (module: LazyModule<BlockEditProps<Attributes>>) => void = () => undefined;
		const load = vi.fn(
			() => new Promise<LazyModule<BlockEditProps<Attributes>>>((resolve) => (finish = resolve))
		);
		const name = registerNote(load);
		const block = renderBlock(name);
		// Its code is asked for once the placeholder is painted, not in the task that renders it.
		expect(load).not.toHaveBeenCalled();

		const placeholder = await screen.findByText(`Note ${blocks}`);
		const wrapper = placeholder.closest(`[data-block="${block.clientId}"]`);
		// The editor's wrapper props (selection, toolbar, the block's class) are on the placeholder's element.
		expect(wrapper?.classList.contains('blockyard-lazy-edit')).toBe(true);
		expect(wrapper?.getAttribute('aria-busy')).toBe('true');
		expect(wrapper?.querySelector('.components-spinner')).not.toBeNull();
		expect(screen.queryByRole('textbox', { name: 'Note text' })).toBeNull();

		await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
		await act(async () => finish(editModule));
		expect(await screen.findByRole('textbox', { name: 'Note text' })).toHaveProperty(
			'value',
			'Open at nine'
		);
		expect(screen.queryByText(`Note ${blocks}`)).toBeNull();
		expect(load).toHaveBeenCalledTimes(1);
		expect(storedAttributes(block)).toEqual({ text: 'Open at nine' });
	});

	it('retries a failed load once by itself, and then shows the edit', async () => {
		const load = vi.fn().mockImplementationOnce(failure).mockResolvedValue(editModule);
		const name = registerNote(load);
		renderBlock(name);

		expect(await screen.findByRole('textbox', { name: 'Note text' })).toBeDefined();
		expect(load).toHaveBeenCalledTimes(2);
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
	});

	it('says so when the edit cannot be loaded twice in a row, leaving the block as it was', async () => {
		const load = vi.fn(failure);
		const name = registerNote(load);
		const block = renderBlock(name);

		await screen.findByRole('button', { name: 'Retry' });
		const wrapper = screen
			.getByRole('button', { name: 'Retry' })
			.closest(`[data-block="${block.clientId}"]`);
		expect(wrapper?.textContent).toContain(`Note ${blocks}`);
		expect(wrapper?.textContent).toContain('could not be loaded');
		expect(load).toHaveBeenCalledTimes(2);
		expect(storedAttributes(block)).toEqual({ text: 'Open at nine' });
	});

	it('names the chunk and why once it fails', async () => {
		const name = registerNote(() =>
			Promise.reject(
				new TypeError(
					'Failed to fetch dynamically imported module: http://localhost/assets/index-Bx3k.js'
				)
			)
		);
		renderBlock(name);

		await screen.findByRole('button', { name: 'Retry' });
		expect(
			screen.getByText('The chunk index-Bx3k.js could not be fetched from the server.')
		).toBeDefined();
	});

	it('shows the failure with Retry when the edit has not come after two minutes', async () => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
		try {
			const load = vi
				.fn<() => Promise<LazyModule<BlockEditProps<Attributes>>>>()
				.mockImplementationOnce(() => new Promise(() => undefined))
				.mockResolvedValue(editModule);
			const name = registerNote(load);
			renderBlock(name);
			await act(() => vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1)));
			await act(() => vi.advanceTimersByTimeAsync(119_000));
			expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

			await act(() => vi.advanceTimersByTimeAsync(1_000));
			expect(
				screen.getByText(`The chunk ${name} (edit) did not load within 120 seconds.`)
			).toBeDefined();

			await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
			expect(screen.getByRole('textbox', { name: 'Note text' })).toBeDefined();
		} finally {
			vi.useRealTimers();
		}
	});

	it('loads the edit again from Retry, and shows it when it comes', async () => {
		const load = vi
			.fn()
			.mockImplementationOnce(failure)
			.mockImplementationOnce(failure)
			.mockResolvedValue(editModule);
		const name = registerNote(load);
		renderBlock(name);

		fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
		expect(await screen.findByRole('textbox', { name: 'Note text' })).toBeDefined();
		expect(load).toHaveBeenCalledTimes(3);
		expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
	});

	it('loads once for every block of the type', async () => {
		const load = vi.fn(() => Promise.resolve(editModule));
		const name = registerNote(load);
		render(
			<BlockEditorProvider
				value={[createBlock(name, { text: 'a' }), createBlock(name, { text: 'b' })]}
				useSubRegistry={false}
			>
				<BlockList />
			</BlockEditorProvider>
		);
		await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Note text' })).toHaveLength(2));
		expect(load).toHaveBeenCalledTimes(1);
	});

	describe('far from the viewport', () => {
		/** Every element placed 5,000 px down, and an IntersectionObserver the test triggers. */
		function placeFarDown() {
			const observers: Array<{ report: (isIntersecting: boolean) => void }> = [];
			vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
				DOMRect.fromRect({ x: 0, y: 5000, width: 600, height: 100 })
			);
			vi.stubGlobal(
				'IntersectionObserver',
				class {
					constructor(private readonly callback: IntersectionObserverCallback) {}
					observe(target: Element) {
						observers.push({
							report: (isIntersecting) =>
								this.callback(
									[{ target, isIntersecting } as IntersectionObserverEntry],
									this as unknown as IntersectionObserver
								),
						});
					}
					unobserve() {}
					disconnect() {}
					takeRecords() {
						return [];
					}
				}
			);
			return observers;
		}

		afterEach(() => {
			vi.restoreAllMocks();
			vi.unstubAllGlobals();
		});

		it('is its wrapper alone, loading nothing, until it comes near', async () => {
			const observers = placeFarDown();
			const load = vi.fn(() => Promise.resolve(editModule));
			const name = registerNote(load);
			renderBlock(name);

			const wrapper = document.querySelector('.blockyard-lazy-edit.is-deferred');
			expect(wrapper?.getAttribute('data-type')).toBe(name);
			expect(wrapper?.childElementCount).toBe(0);
			expect(load).not.toHaveBeenCalled();

			act(() => observers.forEach((observer) => observer.report(true)));
			expect(await screen.findByRole('textbox', { name: 'Note text' })).toBeDefined();
			expect(load).toHaveBeenCalledTimes(1);
		});

		it('draws a selected block at once, and keeps it drawn when another is selected', async () => {
			placeFarDown();
			const name = registerNote(() => Promise.resolve(editModule));
			const block = renderBlock(name);

			act(() => {
				dispatch(blockEditorStore).selectBlock(block.clientId);
			});
			expect(await screen.findByRole('textbox', { name: 'Note text' })).toBeDefined();
			act(() => {
				// The store's types leave out this action, which the editor has had for long.
				(
					dispatch(blockEditorStore) as unknown as { clearSelectedBlock(): void }
				).clearSelectedBlock();
			});
			expect(screen.getByRole('textbox', { name: 'Note text' })).toBeDefined();
		});
	});
});
