import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GHOST_TEXT_PAUSE_MS, startGhostText, type GhostTextRegistry } from './ghost-text-controller';

const ID = '2f1c9a4e-5d7b-4c1e-9f00-1a2b3c4d5e6f';

/** A block editor store of one paragraph, as far as the controller reads and changes it. */
function fakeEditor(initial: string) {
	const state = { content: initial, start: initial.length, end: initial.length };
	const listeners = new Set<() => void>();
	const emit = () => listeners.forEach((listener) => listener());
	const actions = {
		updateBlockAttributes: vi.fn((_id: string, attributes: { content: string }) => {
			state.content = attributes.content;
			emit();
		}),
		selectionChange: vi.fn((_id: string, _key: string, start: number, end: number) => {
			Object.assign(state, { start, end });
			emit();
		}),
	};
	const registry: GhostTextRegistry = {
		select: () => ({
			getBlockAttributes: () => ({ content: state.content }),
			getSelectionStart: () => ({ clientId: ID, attributeKey: 'content', offset: state.start }),
			getSelectionEnd: () => ({ clientId: ID, attributeKey: 'content', offset: state.end }),
		}),
		dispatch: () => actions,
		subscribe: (listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
	};
	/** The author types `text` at the end. */
	const type = (text: string) => {
		state.content += text;
		state.start = state.end = state.content.length;
		emit();
	};
	const moveCaret = (offset: number) => {
		state.start = state.end = offset;
		emit();
	};
	return { state, registry, actions, type, moveCaret };
}

const ghostStyle = () => document.getElementById('blockyard-ghost-text-style')?.textContent ?? null;

const press = (key: string, init: KeyboardEventInit = {}) => {
	const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
	document.body.dispatchEvent(event);
	return event;
};

/** The controllers of a test, all stopped after it (a failed test's too). */
const running: Array<() => void> = [];

function start(initial = '', reply: string | undefined = 'They also pollinate flowers.') {
	const editor = fakeEditor(initial);
	const ask = vi.fn((_paragraph: string, _signal: AbortSignal) => Promise.resolve(reply));
	const onOffer = vi.fn();
	const onAccept = vi.fn();
	const stop = startGhostText({
		registry: editor.registry,
		clientId: ID,
		canvas: () => document,
		ask,
		onOffer,
		onAccept,
	});
	running.push(stop);
	return { ...editor, ask, onOffer, onAccept, stop };
}

beforeEach(() => {
	vi.useFakeTimers();
	document.body.innerHTML = `<p data-block="${ID}"></p>`;
});
afterEach(() => {
	running.splice(0).forEach((stop) => stop());
	vi.useRealTimers();
	document.head.innerHTML = '';
});

describe('startGhostText', () => {
	it('asks for a continuation after a pause in typing, with the paragraph text only, and draws it after the text', async () => {
		const ghost = start();
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS - 1);
		expect(ghost.ask).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(1);
		expect(ghost.ask).toHaveBeenCalledWith('Bees make honey.', expect.any(AbortSignal));
		expect(ghostStyle()).toContain(`[data-block="${ID}"]::after{content:" They also pollinate flowers."`);
		expect(ghost.onOffer).toHaveBeenCalledWith('They also pollinate flowers.');
	});

	it('waits for the typing to pause: each change starts the pause again', async () => {
		const ghost = start('Bees make honey.');
		ghost.type(' They');
		await vi.advanceTimersByTimeAsync(600);
		ghost.type(' fly.');
		await vi.advanceTimersByTimeAsync(600);
		expect(ghost.ask).not.toHaveBeenCalled();
		await vi.advanceTimersByTimeAsync(400);
		expect(ghost.ask).toHaveBeenCalledOnce();
	});

	it('never asks for text shorter than a sentence', async () => {
		const ghost = start('Hi');
		ghost.type(' there.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS * 3);
		ghost.type(' Bees make honey');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS * 3);
		expect(ghost.ask).not.toHaveBeenCalled();
	});

	it('asks nothing when the caret is not at the end of the text', async () => {
		const ghost = start();
		ghost.type('Bees make honey.');
		ghost.moveCaret(4);
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		expect(ghost.ask).not.toHaveBeenCalled();
	});

	it('takes the continuation in with Tab, as one update with the caret after it', async () => {
		const ghost = start();
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		const tab = press('Tab');
		expect(tab.defaultPrevented).toBe(true);
		expect(ghost.actions.updateBlockAttributes).toHaveBeenCalledOnce();
		expect(ghost.state.content).toBe('Bees make honey. They also pollinate flowers.');
		expect(ghost.actions.selectionChange).toHaveBeenCalledWith(ID, 'content', 45, 45);
		expect(ghostStyle()).toBeNull();
		expect(ghost.onAccept).toHaveBeenCalledOnce();
	});

	it('adds the continuation as text, never as markup', async () => {
		const ghost = start('', '<img src=x onerror=alert(1)> & more.');
		ghost.type('Bees make honey. ');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		press('Tab');
		expect(ghost.state.content).toBe('Bees make honey. &lt;img src=x onerror=alert(1)&gt; &amp; more.');
	});

	it('puts the continuation away on any other key, which goes on as typed', async () => {
		const ghost = start();
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		expect(press('Shift').defaultPrevented).toBe(false);
		expect(ghostStyle()).not.toBeNull();
		const key = press('a');
		expect(key.defaultPrevented).toBe(false);
		expect(ghostStyle()).toBeNull();
		expect(press('Tab').defaultPrevented).toBe(false);
		expect(ghost.actions.updateBlockAttributes).not.toHaveBeenCalled();
	});

	it('leaves Shift+Tab to the editor', async () => {
		const ghost = start();
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(false);
		expect(ghostStyle()).toBeNull();
		expect(ghost.actions.updateBlockAttributes).not.toHaveBeenCalled();
	});

	it('puts the continuation away on a click', async () => {
		const ghost = start();
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
		expect(ghostStyle()).toBeNull();
	});

	it('abandons a request when the paragraph changes before the reply, and shows nothing of it', async () => {
		const ghost = start();
		let resolve: (value: string) => void = () => undefined;
		ghost.ask.mockImplementationOnce(() => new Promise((done) => (resolve = done)));
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		const signal = ghost.ask.mock.calls[0]?.[1];
		ghost.type(' And');
		expect(signal?.aborted).toBe(true);
		resolve('late words.');
		await vi.advanceTimersByTimeAsync(0);
		expect(ghostStyle()).toBeNull();
		expect(ghost.onOffer).not.toHaveBeenCalled();
	});

	it('offers nothing when there is no continuation or the request fails', async () => {
		const ghost = start('', undefined);
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		ghost.ask.mockRejectedValueOnce(new Error('offline'));
		ghost.type(' Bees sting people.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		expect(ghost.ask).toHaveBeenCalledTimes(2);
		expect(ghostStyle()).toBeNull();
	});

	it('stops: no more requests, the continuation put away, the keys left alone', async () => {
		const ghost = start();
		ghost.type('Bees make honey.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		ghost.stop();
		expect(ghostStyle()).toBeNull();
		expect(press('Tab').defaultPrevented).toBe(false);
		ghost.type(' More text here.');
		await vi.advanceTimersByTimeAsync(GHOST_TEXT_PAUSE_MS);
		expect(ghost.ask).toHaveBeenCalledOnce();
	});
});
