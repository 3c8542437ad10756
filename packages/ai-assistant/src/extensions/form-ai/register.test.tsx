import type { AiMessage } from '@blockyard/api-client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
	BlockEdit,
	BlockEditorProvider,
	BlockList,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { createBlock, serialize } from '@wordpress/blocks';
import { dispatch, select, subscribe } from '@wordpress/data';
import { createPortal } from '@wordpress/element';
import { filters } from '@wordpress/hooks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { PIECES_PER_SLICE } from '../../request/pacing';
import { FORM_DRAFT_BLOCKS } from '../../sanitize/allowed-blocks';
import { BAD_URLS, BLOCK_VECTORS, HTML_VECTORS, MARKUP, unsafeMarkup } from '../../sanitize/test/vectors';
import { drive, showAllBlocks } from '../../test/block-editor';
import { createFakeAiService, FREE_FEATURE, type FakeAiService } from '../../test/fake-ai-service';
import { AI_SITE, createTestHost, renderWithHost, type TestHost } from '../../test/test-host';
import { registerStandInAiBlock } from '../../test/text-core-blocks';
import { FORM_AI_FILTER_NAMESPACE, registerFormAiExtension } from './register';
import { registerFormBlocks } from './test/form-blocks';
import { LazyFormAi } from './with-form-ai';

const PROMPT = { name: 'Describe the form to create' } as const;
const WORKING = 'Creating your form. Please wait a few moments.';

let service: FakeAiService;
/** The editor's host: a site where the AI assistant is offered ({@link AI_SITE}) unless a test says otherwise. */
let host: TestHost;

beforeAll(async () => {
	registerFormBlocks();
	// The AI assistant is only offered where its block is registered.
	registerStandInAiBlock();
	registerFormAiExtension();
	// Form AI's code loads the first time a form is selected; these tests are about what it does then.
	await LazyFormAi.preload();
});

beforeEach(() => {
	service = createFakeAiService();
	host = createTestHost({ fetch: service.fetch, site: AI_SITE });
});

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

/** The host of a site where the AI assistant is not offered: its flag is off. */
const withoutAi = () => createTestHost({ fetch: service.fetch, site: { ...AI_SITE, features: {} } });

const editor = () => select(blockEditorStore);

/** Selects a block, and lets what follows (the block list, requests to the service) run. */
async function selectBlock(clientId: string): Promise<void> {
	await drive(() => void dispatch(blockEditorStore).selectBlock(clientId));
}

/** A form holding a name field, a paragraph and its button, in the editor, with more blocks around it. */
function formInEditor(options: { readonly inQuery?: boolean; readonly formAttributes?: object } = {}) {
	const field = createBlock('blockyard/field-name', { label: 'Old name' });
	const paragraph = createBlock('core/paragraph', { content: 'Write to us.' });
	const button = createBlock('blockyard/button', { text: 'Go', saveInPostContent: true });
	const form = createBlock('blockyard/contact-form', { ...options.formAttributes }, [
		field,
		paragraph,
		button,
	]);
	const outside = createBlock('core/paragraph', { content: 'After the form.' });
	const blocks = options.inQuery ? [createBlock('core/query', {}, [form]), outside] : [form, outside];
	void dispatch(blockEditorStore).resetBlocks(blocks);
	showAllBlocks();
	return { form, field, paragraph, button, outside };
}

/**
 * Renders the editor's blocks as the editor does, with `host` and an AI store of its own, in a
 * block list (each edit through every editor.BlockEdit filter, in the element `useBlockProps`
 * makes; the block editor's provider gives the slots); with `canvas`, in that document (the
 * editor's canvas iframe).
 */
function renderEditor(canvas?: Document) {
	const editor = (
		<BlockEditorProvider value={select(blockEditorStore).getBlocks()} useSubRegistry={false}>
			<BlockList />
		</BlockEditorProvider>
	);
	return renderWithHost(canvas ? createPortal(editor, canvas.body) : editor, host);
}

/**
 * An `iframe[name="editor-canvas"]` in the page, as WordPress 6.5 and the playground have. As
 * the block editor's canvas does, it passes the keys pressed in it on to the page (a copy of
 * the event, dispatched on the iframe), where the editor's shortcuts listen.
 */
function canvasIframe(): Document {
	const frame = document.createElement('iframe');
	frame.name = 'editor-canvas';
	// happy-dom loads no page, but writes a srcdoc.
	frame.srcdoc = '<!DOCTYPE html><html><body></body></html>';
	document.body.append(frame);
	const canvas = frame.contentDocument;
	if (!canvas?.body) {
		throw new Error('The iframe has no document.');
	}
	canvas.addEventListener('keydown', (event) => {
		const { key, code, ctrlKey, metaKey, shiftKey, altKey } = event;
		const copy = new KeyboardEvent('keydown', {
			key,
			code,
			ctrlKey,
			metaKey,
			shiftKey,
			altKey,
			bubbles: true,
			cancelable: true,
		});
		if (!frame.dispatchEvent(copy)) {
			event.preventDefault();
		}
	});
	return canvas;
}

/** The Form AI bars inside `element`. */
const barsIn = (element: Element) => element.querySelectorAll('.blockyard-form-ai-bar');

const prompt = () => screen.queryByRole('textbox', PROMPT);

/** The form's inner blocks as `name: label` (or text) lines. */
function innerOf(formId: string): string[] {
	return editor()
		.getBlocks(formId)
		.map((block) => {
			const { label, text, content } = block.attributes;
			return `${block.name}: ${String(label ?? text ?? content ?? '')}`;
		});
}

/**
 * The undo steps of the form, as the editor's undo manager keeps them (ADR 0008): a
 * persistent change starts a step, a non-persistent one replaces the current step's state.
 */
function recordSteps(formId: string) {
	const steps: string[][] = [innerOf(formId)];
	let last = editor().getBlocks();
	const unsubscribe = subscribe(() => {
		const blocks = editor().getBlocks();
		if (blocks === last) {
			return;
		}
		last = blocks;
		if (editor().isLastBlockChangePersistent()) {
			steps.push(innerOf(formId));
		} else {
			steps[steps.length - 1] = innerOf(formId);
		}
	}, blockEditorStore);
	return { steps, unsubscribe };
}

const FIELDS = `<!-- wp:blockyard/contact-form -->
<div><!-- wp:blockyard/field-email {"label":"Email","required":true} /-->
`;
const MORE = `<!-- wp:blockyard/field-textarea {"label":"Message"} /-->
<!-- wp:blockyard/button {"element":"button","text":"Send"} /-->
<!-- wp:blockyard/button {"text":"Another"} /-->
</div>
<!-- /wp:blockyard/contact-form -->`;

describe('registerFormAiExtension', () => {
	it('adds its editor.BlockEdit filter once, however often it is called', () => {
		registerFormAiExtension();
		registerFormAiExtension();

		const ours = filters['editor.BlockEdit']?.handlers.filter(
			(handler) => handler.namespace === FORM_AI_FILTER_NAMESPACE
		);
		expect(ours).toHaveLength(1);
	});
});

describe('where Form AI is offered', () => {
	it('shows the bar inside the selected form, once', async () => {
		const { form } = formInEditor();
		renderEditor();
		expect(prompt()).toBeNull();

		await selectBlock(form.clientId);

		const element = screen.getByTestId(`block-${form.clientId}`);
		expect(barsIn(element)).toHaveLength(1);
		expect(barsIn(element)[0]?.contains(prompt())).toBe(true);
		expect(barsIn(document.body)).toHaveLength(1);
		expect(prompt()?.getAttribute('placeholder')).toBe('Ask AI Assistant to create your form…');
	});

	it('shows the form’s bar while one of its fields or its button is selected, and hides it when the selection leaves the form', async () => {
		const { form, field, button, outside } = formInEditor();
		renderEditor();
		const element = () => screen.getByTestId(`block-${form.clientId}`);

		await selectBlock(field.clientId);
		expect(barsIn(element())).toHaveLength(1);
		expect(prompt()).not.toBeNull();
		await selectBlock(button.clientId);
		expect(barsIn(element())).toHaveLength(1);
		await selectBlock(outside.clientId);
		expect(prompt()).toBeNull();
		expect(barsIn(element())).toHaveLength(0);
	});

	it('stays when it takes the focus from a selected field: the form is selected then', async () => {
		const { form, field } = formInEditor();
		renderEditor();
		await selectBlock(field.clientId);

		await drive(() => (prompt() as HTMLElement).focus());

		expect(editor().getSelectedBlockClientId()).toBe(form.clientId);
		expect(document.activeElement).toBe(prompt());
	});

	it('is not offered for other blocks in the form', async () => {
		const { form, paragraph } = formInEditor();
		renderEditor();

		await selectBlock(paragraph.clientId);

		expect(screen.getByTestId(`block-${form.clientId}`)).toBeTruthy();
		expect(prompt()).toBeNull();
	});

	it('is not offered inside a query loop', async () => {
		const { form } = formInEditor({ inQuery: true });
		renderEditor();

		await selectBlock(form.clientId);

		expect(screen.getByTestId(`block-${form.clientId}`)).toBeTruthy();
		expect(prompt()).toBeNull();
	});

	it('is not offered where the form may not be edited (a synced pattern, a locked template)', async () => {
		// block-editor 18 passes `inert="true"`, which React 19 warns about.
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		const { form } = formInEditor();
		renderEditor();
		await act(() => void dispatch(blockEditorStore).setBlockEditingMode(form.clientId, 'disabled'));

		await selectBlock(form.clientId);

		expect(prompt()).toBeNull();
		await act(() => void dispatch(blockEditorStore).unsetBlockEditingMode(form.clientId));
		await selectBlock(form.clientId);
		expect(prompt()).not.toBeNull();
	});

	it('is not offered for a hidden form', async () => {
		const { form } = formInEditor({ formAttributes: { metadata: { blockVisibility: false } } });
		renderEditor();

		await selectBlock(form.clientId);

		expect(prompt()).toBeNull();
	});

	describe('is not offered when the AI assistant is not available', () => {
		it('on a site whose AI flag is off', async () => {
			host = withoutAi();
			const { form } = formInEditor();
			renderEditor();

			await selectBlock(form.clientId);

			expect(prompt()).toBeNull();
		});

		it('to a user who is not connected', async () => {
			host = createTestHost({ fetch: service.fetch, site: { ...AI_SITE, type: 'self-hosted' } });
			const { form } = formInEditor();
			renderEditor();

			await selectBlock(form.clientId);

			expect(prompt()).toBeNull();
		});

		it('when the site’s plan reports an error', async () => {
			service.setFeature({ ...FREE_FEATURE, errorCode: 'no_plan', errorMessage: 'No AI plan.' });
			const { form } = formInEditor();
			renderEditor();

			await selectBlock(form.clientId);

			expect(service.requestsTo('feature')).toHaveLength(1);
			expect(prompt()).toBeNull();
		});
	});

	it('costs other blocks, the fields and the button nothing: they render alone and run no hook', async () => {
		const { field, button, outside } = formInEditor();

		// Without a host: Form AI asks for one (and would throw), so it did not run.
		const { container } = render(
			<>
				{[field, button, outside].map((block) => (
					<BlockEdit
						key={block.clientId}
						name={block.name}
						clientId={block.clientId}
						isSelected
						attributes={block.attributes}
						setAttributes={() => undefined}
					/>
				))}
			</>
		);
		await drive();

		expect(container.textContent).toContain('Old name');
		expect(container.querySelector('.blockyard-form-ai-bar')).toBeNull();
		expect(service.requests).toEqual([]);
	});
});

describe('the mod+/ shortcut', () => {
	// What the editor's shortcuts take for `mod` (primary).
	const mod = /Mac|iPod|iPhone|iPad/.test(navigator.platform) ? { metaKey: true } : { ctrlKey: true };
	/** Presses mod+/ in `element` (in the page or in the canvas document). */
	const pressModSlash = (element: Element) => {
		const event = new KeyboardEvent('keydown', {
			key: '/',
			code: 'Slash',
			bubbles: true,
			cancelable: true,
			...mod,
		});
		act(() => void element.dispatchEvent(event));
		return event;
	};

	it('toggles the bar from anywhere in the form, and the bar comes back when the form is selected again', async () => {
		const { form, field, outside } = formInEditor();
		renderEditor();
		await selectBlock(form.clientId);
		const element = screen.getByTestId(`block-${form.clientId}`);

		expect(pressModSlash(element).defaultPrevented).toBe(true);
		expect(prompt()).toBeNull();

		pressModSlash(document.getElementById(`block-${field.clientId}`) as Element);
		expect(prompt()).not.toBeNull();
		expect(document.activeElement).toBe(prompt());

		pressModSlash(prompt() as Element);
		expect(prompt()).toBeNull();
		expect(document.activeElement).toBe(element);

		await selectBlock(outside.clientId);
		await selectBlock(field.clientId);
		expect(prompt()).not.toBeNull();
	});

	it('works in the editor’s canvas iframe', async () => {
		const canvas = canvasIframe();
		const { form } = formInEditor();
		renderEditor(canvas);
		await selectBlock(form.clientId);
		const element = canvas.getElementById(`block-${form.clientId}`) as HTMLElement;
		const bar = () => canvas.querySelector<HTMLTextAreaElement>('.blockyard-form-ai-bar textarea');
		expect(barsIn(element)).toHaveLength(1);
		expect(element.contains(bar())).toBe(true);

		pressModSlash(element);
		expect(bar()).toBeNull();
		pressModSlash(element);
		expect(bar()).not.toBeNull();
		expect(canvas.activeElement).toBe(bar());

		cleanup();
		document.querySelector('iframe[name="editor-canvas"]')?.remove();
	});

	it('does nothing to a form that is not offered Form AI', async () => {
		host = withoutAi();
		const { form } = formInEditor();
		renderEditor();
		await selectBlock(form.clientId);

		const event = pressModSlash(screen.getByTestId(`block-${form.clientId}`));

		expect(prompt()).toBeNull();
		expect(event.defaultPrevented).toBe(false);
	});

	it('does nothing while no form is selected', async () => {
		const { outside } = formInEditor();
		renderEditor();
		await selectBlock(outside.clientId);

		const event = pressModSlash(document.body);

		expect(prompt()).toBeNull();
		expect(event.defaultPrevented).toBe(false);
	});
});

describe('a form request', () => {
	async function sendRequest(text = 'Add an email field') {
		const blocks = formInEditor();
		renderEditor();
		await selectBlock(blocks.form.clientId);
		const history = recordSteps(blocks.form.clientId);
		fireEvent.change(prompt() as Element, { target: { value: text } });
		await drive(() => void fireEvent.keyDown(prompt() as Element, { key: 'Enter' }));
		return { ...blocks, history };
	}

	/** The answer to the form's request, streaming. */
	const stream = () => service.stream(0);

	const ORIGINAL = [
		'blockyard/field-name: Old name',
		'core/paragraph: Write to us.',
		'blockyard/button: Go',
	];

	beforeEach(() => {
		// The parser says why the model's markup is not the blocks' own; that is expected.
		vi.spyOn(console, 'error').mockImplementation(() => undefined);
		vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		vi.spyOn(console, 'info').mockImplementation(() => undefined);
	});

	it('sends the typed request with the form’s fields, as a form request', async () => {
		await sendRequest('Add an email field');

		const { sent } = stream();
		expect(sent.feature).toBe('jetpack-form-ai-extension');
		expect(sent.post_id).toBe(7);
		const user = sent.messages?.at(-1) as AiMessage;
		expect(user.role).toBe('user');
		expect(user.content).toContain('Add an email field');
		expect(user.content).toContain('<!-- wp:blockyard/field-name {"label":"Old name"} /-->');
		expect(prompt()?.getAttribute('placeholder')).toBe(WORKING);
	});

	it('fills the form with the draft as it streams, then makes it one undo step with one submit button', async () => {
		const { form, history } = await sendRequest();

		await drive(() => stream().send(FIELDS));
		expect(innerOf(form.clientId)).toEqual(['blockyard/field-email: Email']);
		expect(editor().isLastBlockChangePersistent()).toBe(false);
		expect(prompt()?.getAttribute('placeholder')).toBe(WORKING);

		await drive(() => stream().send(MORE));
		await drive(() => stream().finish());

		// The bar stayed in the form, once, while its blocks changed.
		const element = screen.getByTestId(`block-${form.clientId}`);
		expect(barsIn(element)).toHaveLength(1);
		expect(element.contains(prompt())).toBe(true);
		expect(element.textContent).toContain('Message');

		expect(innerOf(form.clientId)).toEqual([
			'blockyard/field-email: Email',
			'blockyard/field-textarea: Message',
			'blockyard/button: Send',
		]);
		const submit = editor().getBlocks(form.clientId)[2];
		expect(submit?.attributes).toEqual(
			expect.objectContaining({ element: 'button', saveInPostContent: true, lock: { remove: true } })
		);
		expect(editor().isLastBlockChangePersistent()).toBe(true);
		// One step from the form as it was to the new one: one undo restores the original.
		expect(history.steps).toEqual([ORIGINAL, innerOf(form.clientId)]);
		history.unsubscribe();
		// The input is cleared.
		expect(prompt()).toHaveProperty('value', '');
		expect(prompt()?.getAttribute('placeholder')).toBe('Ask AI Assistant to create your form…');
		expect(host.notify).not.toHaveBeenCalled();
	});

	it('fills the form from a draft of thousands of pieces arriving at once, writing it a few times, not once per piece', async () => {
		const { form } = await sendRequest();
		const labels = Array.from({ length: 60 }, (_, index) => `Question ${index + 1}`);
		const draft = [
			FIELDS,
			...labels.map((label) => `<!-- wp:blockyard/field-textarea {"label":"${label}"} /-->\n`),
			'<!-- wp:blockyard/button {"element":"button","text":"Send"} /-->\n</div>\n<!-- /wp:blockyard/contact-form -->',
		].join('');
		// One character a piece.
		const pieces = [...draft];
		let writes = 0;
		let last = editor().getBlocks(form.clientId);
		const unsubscribe = subscribe(() => {
			const blocks = editor().getBlocks(form.clientId);
			if (blocks !== last) {
				last = blocks;
				writes += 1;
			}
		}, blockEditorStore);

		await drive(() => {
			stream().sendAll(pieces);
			stream().finish();
		});
		await waitFor(() => expect(prompt()?.getAttribute('placeholder')).not.toBe(WORKING), {
			timeout: 60_000,
		});
		unsubscribe();

		expect(innerOf(form.clientId)).toEqual([
			'blockyard/field-email: Email',
			...labels.map((label) => `blockyard/field-textarea: ${label}`),
			'blockyard/button: Send',
		]);
		// At most one draft for each slice of the stream between two returns of the thread to
		// the browser; then the form as it was, and the result.
		expect(writes).toBeLessThanOrEqual(Math.ceil(pieces.length / PIECES_PER_SLICE) + 2);
		expect(pieces.length).toBeGreaterThan(3000);
	}, 60_000);

	it('adds the submit button a reply forgot', async () => {
		const { form } = await sendRequest();

		await drive(() => stream().send(`${FIELDS}</div><!-- /wp:blockyard/contact-form -->`));
		await drive(() => stream().finish());

		expect(innerOf(form.clientId)).toEqual(['blockyard/field-email: Email', 'blockyard/button: Submit']);
		expect(editor().getBlocks(form.clientId)[1]?.attributes).toEqual(
			expect.objectContaining({
				label: 'Submit',
				text: 'Submit',
				borderRadius: 8,
				lock: { remove: true },
			})
		);
	});

	it('on Stop (Esc), keeps the draft so far, with its submit button, as one undo step', async () => {
		const { form, history } = await sendRequest();
		await drive(() => stream().send(FIELDS));

		await drive(() => void fireEvent.keyDown(prompt() as Element, { key: 'Escape' }));

		expect(stream().aborted).toBe(true);
		expect(innerOf(form.clientId)).toEqual(['blockyard/field-email: Email', 'blockyard/button: Submit']);
		expect(history.steps).toEqual([ORIGINAL, innerOf(form.clientId)]);
		history.unsubscribe();
		expect(host.notify).not.toHaveBeenCalled();
	});

	it('on an error, puts the form back as it was, says what went wrong and keeps the request', async () => {
		const { form, field, history } = await sendRequest('Add an email field');
		await drive(() => stream().send(FIELDS));

		await drive(() => stream().breakOff());

		expect(innerOf(form.clientId)).toEqual(ORIGINAL);
		expect(editor().getBlocks(form.clientId)[0]?.clientId).toBe(field.clientId);
		expect(history.steps).toEqual([ORIGINAL]);
		history.unsubscribe();
		expect(host.notify).toHaveBeenCalledWith({
			status: 'error',
			message: 'It was not possible to process your request. Mind trying again?',
		});
		expect(prompt()).toHaveProperty('value', 'Add an email field');
	});

	it('on quota exceeded, shows the quota banner in the bar and no notice', async () => {
		service.replyNext('query', { status: 429 });
		const { form } = await sendRequest();

		expect(service.requestsTo('query')).toHaveLength(1);
		expect(host.notify).not.toHaveBeenCalled();
		expect(screen.getByText('You have reached the limit of requests for this site.')).toBeTruthy();
		expect(innerOf(form.clientId)).toEqual(ORIGINAL);
	});

	it('leaves the form alone and says so when the reply holds no form', async () => {
		const { form, history } = await sendRequest();

		await drive(() => stream().send('Sorry, I can only write forms.'));
		await drive(() => stream().finish());

		expect(innerOf(form.clientId)).toEqual(ORIGINAL);
		expect(history.steps).toEqual([ORIGINAL]);
		history.unsubscribe();
		expect(host.notify).toHaveBeenCalledWith({
			status: 'error',
			message: 'The reply held no form. Mind trying again?',
		});
	});

	it('keeps streaming into the form when the selection leaves it', async () => {
		const { form, outside } = await sendRequest();

		await selectBlock(outside.clientId);
		expect(prompt()).toBeNull();
		await drive(() => stream().send(FIELDS + MORE));
		await drive(() => stream().finish());

		expect(innerOf(form.clientId)).toEqual([
			'blockyard/field-email: Email',
			'blockyard/field-textarea: Message',
			'blockyard/button: Send',
		]);
	});

	it('writes nothing that runs or loads into the form, from a draft full of XSS vectors', async () => {
		const attributes = (text: string) =>
			JSON.stringify({ label: text, placeholder: text, options: [text], consentText: text });
		const draft = [
			'<!-- wp:blockyard/contact-form -->',
			...HTML_VECTORS.flatMap((vector, index) => {
				const text = `Harmless ${index} ${vector} words`;
				return [
					`<!-- wp:blockyard/field-select ${attributes(text)} /-->`,
					`<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`,
				];
			}),
			...BLOCK_VECTORS,
			...BAD_URLS.map(
				(url) =>
					`<!-- wp:blockyard/button ${JSON.stringify({ element: 'a', text: 'Go', url, saveInPostContent: true })} /-->`
			),
			'<!-- /wp:blockyard/contact-form -->',
		].join('\n');
		const { form } = await sendRequest();

		await drive(() => stream().send(draft.slice(0, draft.length / 2)));
		// While it streams, the form holds only what the draft's allow-list keeps.
		expect(
			unsafeMarkup(serialize(editor().getBlocks(form.clientId)), FORM_DRAFT_BLOCKS.blocks.keys())
		).toEqual([]);
		await drive(() => stream().send(draft.slice(draft.length / 2)));
		await drive(() => stream().finish());

		const blocks = editor().getBlocks(form.clientId);
		expect(unsafeMarkup(serialize(blocks), FORM_DRAFT_BLOCKS.blocks.keys())).toEqual([]);
		const labels = blocks.map((block) => String(block.attributes.label ?? '')).filter(Boolean);
		expect(labels).toHaveLength(HTML_VECTORS.length);
		for (const [index, label] of labels.entries()) {
			expect(label).toMatch(new RegExp(`^Harmless ${index} `));
			expect(label).not.toMatch(MARKUP);
		}
	});

	it('sends no request when an upgrade is required', async () => {
		service.setFeature({ ...FREE_FEATURE, siteRequireUpgrade: true });
		const { form } = formInEditor();
		renderEditor();
		await selectBlock(form.clientId);

		fireEvent.change(prompt() as Element, { target: { value: 'A form' } });
		await drive(() => void fireEvent.keyDown(prompt() as Element, { key: 'Enter' }));

		expect(service.requestsTo('token')).toEqual([]);
		expect(service.requestsTo('query')).toEqual([]);
		expect(screen.getByText('Upgrade to keep using the AI Assistant.')).toBeTruthy();
	});
});
