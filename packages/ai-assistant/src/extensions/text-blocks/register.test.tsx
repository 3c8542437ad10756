import { connectionCalls, ConnectionProvider, createConnectionStore } from '@blockyard/connection';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
	BlockControls,
	BlockEdit,
	store as blockEditorStore,
	type BlockEditComponentProps,
} from '@wordpress/block-editor';
import {
	createBlock,
	getBlockType,
	registerBlockType,
	unregisterBlockType,
	type Block,
	type BlockConfiguration,
} from '@wordpress/blocks';
import { SlotFillProvider } from '@wordpress/components';
import { dispatch, select, type DataRegistry } from '@wordpress/data';
import { applyFilters, filters } from '@wordpress/hooks';
import type { ComponentType, ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { AI_CONTINUATION_INSTRUCTION } from '@blockyard/api-client';

import { AI_GHOST_TEXT_FLAG } from '../../feature/flags';
import { AI_ASSISTANT_BLOCK_NAME } from '../../feature/use-ai-availability';
import {
	createFakePromptLibrary,
	savedPrompt,
	withPromptLibrary,
} from '../../prompt-library/test/fake-prompt-library';
import { aiAssistantStore } from '../../store';
import { createFakeAiService, FREE_FEATURE, type FakeAiService } from '../../test/fake-ai-service';
import { AI_SITE, createTestHost, letStreamRun, renderWithHost, type TestHost } from '../../test/test-host';
import { registerStandInAiBlock, registerTextCoreBlocks } from '../../test/text-core-blocks';
import { AI_TEXT_BLOCKS_FILTER_NAMESPACE, registerAiTextBlocksExtension } from './register';
import { GHOST_TEXT_PAUSE_MS } from '../ghost-text/ghost-text-controller';
import { preloadGhostText } from '../ghost-text/ghost-text-where-on';
import type { FilteredBlockEditProps } from '../with-selected-block-tools';

const OTHER_BLOCK = 'test/other';

let service: FakeAiService;
/** A host on whose site the AI assistant is offered ({@link AI_SITE}); tests change what they need. */
let host: TestHost;

beforeAll(() => {
	registerTextCoreBlocks();
	// The AI assistant is only offered where its block is registered.
	registerStandInAiBlock();
	if (!getBlockType(OTHER_BLOCK)) {
		registerBlockType(OTHER_BLOCK, {
			apiVersion: 3,
			title: 'Other',
			category: 'text',
			attributes: { content: { type: 'string' } },
			edit: () => null,
			save: () => null,
		});
	}
});

beforeAll(registerAiTextBlocksExtension);

beforeEach(() => {
	service = createFakeAiService();
	host = createTestHost({ fetch: service.fetch, site: AI_SITE });
});

afterEach(cleanup);

/** Lets the requests the render started reach the service. */
const settle = () => act(letStreamRun);

describe('registerAiTextBlocksExtension', () => {
	it('adds its editor.BlockEdit filter once, however often it is called', () => {
		registerAiTextBlocksExtension();
		registerAiTextBlocksExtension();
		registerAiTextBlocksExtension();

		const ours = filters['editor.BlockEdit']?.handlers.filter(
			(handler) => handler.namespace === AI_TEXT_BLOCKS_FILTER_NAMESPACE
		);
		expect(ours).toHaveLength(1);
	});
});

describe('the editor.BlockEdit filter', () => {
	type EditProps = FilteredBlockEditProps & Pick<BlockEditComponentProps, 'attributes' | 'setAttributes'>;

	/** Every editor.BlockEdit filter applied (block-editor's own too) to a stand-in edit component. */
	const filtered = () => {
		const Base = vi.fn((props: EditProps) => <p data-testid="edit">{props.name}</p>);
		const Filtered = applyFilters('editor.BlockEdit', Base) as ComponentType<EditProps>;
		const Edit = (props: FilteredBlockEditProps) => (
			<Filtered {...props} attributes={{}} setAttributes={() => undefined} />
		);
		return { Base, Edit };
	};

	it('renders the block’s own edit component with its props', () => {
		const { Base, Edit } = filtered();

		render(<Edit name="core/paragraph" clientId="p-1" isSelected={false} />);

		expect(screen.getByTestId('edit').textContent).toBe('core/paragraph');
		expect(Base.mock.calls[0]?.[0]).toMatchObject({
			name: 'core/paragraph',
			clientId: 'p-1',
			isSelected: false,
		});
	});

	// Whether the AI assistant is available includes the site's plan, which it asks the service for.
	it.each(['core/paragraph', 'core/heading', 'core/list', 'core/list-item'])(
		'asks whether the AI assistant is available for a selected %s',
		async (name) => {
			const { Edit } = filtered();

			renderWithHost(<Edit name={name} clientId="block-1" isSelected />, host);

			await waitFor(() => expect(service.requestsTo('feature')).toHaveLength(1));
		}
	);

	it('costs other blocks, and unselected text blocks, nothing: no hook runs for them', async () => {
		const { Edit } = filtered();

		// Without a host: the AI hooks ask for one (and would throw), so none ran.
		render(
			<>
				<Edit name="core/image" clientId="image-1" isSelected />
				<Edit name={OTHER_BLOCK} clientId="other-1" isSelected />
				<Edit name="core/paragraph" clientId="p-1" isSelected={false} />
			</>
		);
		await settle();

		expect(screen.getAllByTestId('edit')).toHaveLength(3);
		expect(service.requests).toEqual([]);
	});
});

describe('the AI Assistant dropdown in the block toolbar', () => {
	/**
	 * The editor holds `blocks`; `selected` (one of them, or inside one) renders as the
	 * editor renders a block's edit component, beside the toolbar's 'other' group.
	 */
	function renderInEditor(
		blocks: Block[],
		selected: Block,
		isSelected = true,
		wrap: (editor: ReactElement) => ReactElement = (editor) => editor
	): DataRegistry {
		void dispatch(blockEditorStore).resetBlocks(blocks);
		const editor = (
			<SlotFillProvider>
				<div role="toolbar" aria-label="Block tools">
					<BlockControls.Slot group="other" />
				</div>
				<BlockEdit
					name={selected.name}
					clientId={selected.clientId}
					isSelected={isSelected}
					attributes={selected.attributes}
					setAttributes={() => undefined}
					mayDisplayControls={isSelected}
				/>
			</SlotFillProvider>
		);
		return renderWithHost(wrap(editor), host).registry;
	}

	function renderBlock(name: string, content: string, isSelected = true) {
		const block = createBlock(name, { content });
		const registry = renderInEditor([block], block, isSelected);
		return { block, registry };
	}

	const dropdown = () => screen.queryByRole('button', { name: 'AI Assistant' });

	it('shows in the other group of a selected paragraph when the AI assistant is available', () => {
		renderBlock('core/paragraph', 'Some text');

		expect(screen.getByRole('toolbar').contains(dropdown())).toBe(true);
		expect(dropdown()).toHaveProperty('disabled', false);
	});

	it('is disabled on a paragraph without text', () => {
		renderBlock('core/paragraph', ' <br> ');

		expect(dropdown()).toHaveProperty('disabled', true);
	});

	it('on a list item, is enabled while any item of its list has text', () => {
		const empty = createBlock('core/list-item', { content: '' });
		const list = createBlock('core/list', {}, [
			empty,
			createBlock('core/list-item', { content: 'Milk' }),
		]);

		renderInEditor([list], empty);

		expect(dropdown()).toHaveProperty('disabled', false);
	});

	it('on a list item, is disabled when no item of its list has text', () => {
		const empty = createBlock('core/list-item', { content: '' });
		const list = createBlock('core/list', {}, [empty, createBlock('core/list-item', { content: '' })]);

		renderInEditor([list], empty);

		expect(dropdown()).toHaveProperty('disabled', true);
	});

	describe('when the AI assistant is not available', () => {
		it('does not show when the site’s flag is off', async () => {
			host = createTestHost({ fetch: service.fetch, site: { ...AI_SITE, features: {} } });

			renderBlock('core/paragraph', 'Some text');
			await settle();

			expect(dropdown()).toBeNull();
		});

		it('does not show when the user is not connected', async () => {
			host = createTestHost({ fetch: service.fetch, site: { ...AI_SITE, type: 'self-hosted' } });

			renderBlock('core/paragraph', 'Some text');
			await settle();

			expect(dropdown()).toBeNull();
			// Nothing is asked of the service for a user who is not connected.
			expect(service.requests).toEqual([]);
		});

		it('does not show when the site’s plan reports an error', async () => {
			service.setFeature({ ...FREE_FEATURE, errorCode: 'no_plan', errorMessage: 'No AI plan.' });

			const { registry } = renderBlock('core/paragraph', 'Some text');

			await waitFor(() => expect(registry.select(aiAssistantStore).getFeature()).toBeDefined());
			expect(dropdown()).toBeNull();
		});

		it('does not show, and the paragraph still works, in an editor without a host', async () => {
			const paragraph = createBlock('core/paragraph', { content: 'Some text' });
			void dispatch(blockEditorStore).resetBlocks([paragraph]);

			render(
				<SlotFillProvider>
					<div role="toolbar" aria-label="Block tools">
						<BlockControls.Slot group="other" />
					</div>
					<BlockEdit
						name={paragraph.name}
						clientId={paragraph.clientId}
						isSelected
						attributes={paragraph.attributes}
						setAttributes={() => undefined}
						mayDisplayControls
					/>
				</SlotFillProvider>
			);
			await settle();

			expect(dropdown()).toBeNull();
			expect(service.requests).toEqual([]);
		});

		it('does not show when the AI Assistant block is not registered', async () => {
			const aiBlock = unregisterBlockType(AI_ASSISTANT_BLOCK_NAME);
			try {
				renderBlock('core/paragraph', 'Some text');
				await settle();

				expect(dropdown()).toBeNull();
			} finally {
				registerBlockType(aiBlock as BlockConfiguration);
			}
		});
	});

	it('shows for a connected user of a self-hosted site', async () => {
		host = createTestHost({ fetch: service.fetch, site: { ...AI_SITE, type: 'self-hosted' } });
		const connection = createConnectionStore({
			calls: connectionCalls(host.api),
			initial: { connectionStatus: { isRegistered: true, isUserConnected: true } },
		});
		const paragraph = createBlock('core/paragraph', { content: 'Some text' });

		renderInEditor([paragraph], paragraph, true, (editor) => (
			<ConnectionProvider store={connection}>{editor}</ConnectionProvider>
		));
		await settle();

		expect(dropdown()).toHaveProperty('disabled', false);
	});

	it('does not show when the block is not selected', async () => {
		renderBlock('core/heading', 'A title', false);
		await settle();

		expect(dropdown()).toBeNull();
		// Nor is the availability asked for.
		expect(service.requests).toEqual([]);
	});

	it('does not show on another block type', () => {
		renderBlock(OTHER_BLOCK, 'Some text');

		expect(dropdown()).toBeNull();
	});

	it('turns the block into an AI block with the chosen request', () => {
		const { block: paragraph, registry } = renderBlock('core/paragraph', 'Some <em>text</em>');

		fireEvent.click(dropdown() as HTMLElement);
		fireEvent.click(screen.getByRole('menuitem', { name: 'Simplify' }));

		const [aiBlock, ...rest] = select(blockEditorStore).getBlocks();
		expect(rest).toEqual([]);
		expect(aiBlock?.name).toBe('blockyard/ai-assistant');
		expect(aiBlock?.attributes.content).toBe('Some _text_');
		expect(select(blockEditorStore).getBlock(paragraph.clientId)).toBeNull();
		// The new block finds its request, and the paragraph it replaced, in its editor's AI store.
		const ai = registry.select(aiAssistantStore);
		expect(ai.getPendingRequest(aiBlock?.clientId ?? '')).toEqual({
			promptType: 'simplify',
			input: { content: 'Some _text_' },
		});
		expect(ai.getOriginalBlocks(aiBlock?.clientId ?? '')?.map((block) => block.clientId)).toEqual([
			paragraph.clientId,
		]);
	});

	it('runs a saved prompt for the block’s kind on its text, as the other actions do', async () => {
		const library = createFakePromptLibrary([
			savedPrompt(1, { name: 'Pirate', text: 'Talk like a pirate.', scopes: ['list'] }),
			savedPrompt(2, { name: 'Punchy', text: 'Make it punchier.', scopes: ['paragraph', 'heading'] }),
		]);
		host = createTestHost({ fetch: withPromptLibrary(library, service.fetch), site: AI_SITE });
		const item = createBlock('core/list-item', { content: 'Milk' });
		const list = createBlock('core/list', {}, [item]);
		const registry = renderInEditor([list], item);

		fireEvent.click(dropdown() as HTMLElement);
		fireEvent.click(screen.getByRole('menuitem', { name: 'Saved prompts' }));
		const submenu = screen.getByRole('menu', { name: 'Saved prompts' });
		const pirate = await within(submenu).findByRole('menuitem', { name: /^Pirate/ });
		expect(within(submenu).getAllByRole('menuitem')).toHaveLength(1);
		fireEvent.click(pirate);

		const [aiBlock] = select(blockEditorStore).getBlocks();
		expect(aiBlock?.name).toBe('blockyard/ai-assistant');
		expect(aiBlock?.attributes.content).toMatch(/^-\s+Milk$/);
		expect(registry.select(aiAssistantStore).getPendingRequest(aiBlock?.clientId ?? '')).toEqual({
			promptType: 'userPrompt',
			input: { request: 'Talk like a pirate.', content: aiBlock?.attributes.content },
		});
	});

	describe('ghost text', () => {
		const WITH_GHOST_TEXT = { ...AI_SITE, features: { ...AI_SITE.features, [AI_GHOST_TEXT_FLAG]: true } };

		// Its code is here before the paragraph shows, so it follows the paragraph from the start.
		beforeAll(preloadGhostText);

		/** The author writes `text` in the paragraph, the caret at its end, and pauses. */
		function write(registry: DataRegistry, clientId: string, text: string) {
			const editor = registry.dispatch(blockEditorStore) as unknown as {
				updateBlockAttributes(clientId: string, attributes: Record<string, unknown>): void;
				selectionChange(clientId: string, key: string, start: number, end: number): void;
			};
			act(() => {
				editor.selectionChange(clientId, 'content', 0, 0);
				editor.updateBlockAttributes(clientId, { content: text });
				editor.selectionChange(clientId, 'content', text.length, text.length);
			});
		}

		/** Whether a query for a continuation reached the service within twice the pause. */
		const continuationAsked = async () => {
			await new Promise((resolve) => setTimeout(resolve, GHOST_TEXT_PAUSE_MS * 2));
			await settle();
			return service.requestsTo('query').length > 0;
		};

		it('asks for a continuation of the selected paragraph’s text where the site turned it on', async () => {
			host = createTestHost({ fetch: service.fetch, site: WITH_GHOST_TEXT });
			const { block, registry } = renderBlock('core/paragraph', '');
			await waitFor(() => expect(dropdown()).not.toBeNull());
			write(registry, block.clientId, 'Bees make honey.');

			await waitFor(() => expect(service.requestsTo('query')).toHaveLength(1), {
				timeout: GHOST_TEXT_PAUSE_MS * 3,
			});
			const body = JSON.stringify(service.requestsTo('query')[0]?.body);
			expect(body).toContain(JSON.stringify(AI_CONTINUATION_INSTRUCTION).slice(1, -1));
			expect(body).toContain('Bees make honey.');
		});

		it('asks nothing where the site did not turn it on', async () => {
			const { block, registry } = renderBlock('core/paragraph', '');
			await waitFor(() => expect(dropdown()).not.toBeNull());
			write(registry, block.clientId, 'Bees make honey.');

			expect(await continuationAsked()).toBe(false);
		});

		it('asks nothing once the site’s requests are used up', async () => {
			service.setFeature({ ...FREE_FEATURE, isOverLimit: true });
			host = createTestHost({ fetch: service.fetch, site: WITH_GHOST_TEXT });
			const { block, registry } = renderBlock('core/paragraph', '');
			await waitFor(() => expect(dropdown()).not.toBeNull());
			write(registry, block.clientId, 'Bees make honey.');

			expect(await continuationAsked()).toBe(false);
		});
	});
});
