// Set up before every test file of a package that renders with @wordpress packages (wordpressConfig
// in vitest.shared.ts), in happy-dom or jsdom alike.
//
// Test files share their worker's modules and window (`withSharedModules` in vitest.shared.ts): each
// file starts with empty storage and an empty document (but for the live regions @wordpress/a11y
// speaks into, as a page has them), and leaves what it added to WordPress's module-level registries
// (block types, filters and actions, the host of WordPress's own data registry) as it found them,
// so that the next file starts as if alone.
import { cleanup, configure } from '@testing-library/react';
import { getBlockTypes, unregisterBlockType } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { actions, filters, removeAction, removeFilter } from '@wordpress/hooks';
import { afterAll, afterEach, vi } from 'vitest';

// Imported first where there is a document (a file may ask for Node's environment), so that the
// filters block-editor adds when it is first imported are there before any file's own.
const addSpeakRegions =
	typeof window === 'undefined'
		? undefined
		: (await import('@wordpress/block-editor'), (await import('@wordpress/a11y')).setup);

// `findBy…` and `waitFor` wait up to 10 s (not 1): a lazy edit's chunk, or a whole editor's first
// render, can take that long while a two-core machine runs three projects' tests at once. A wait
// succeeds as soon as its condition holds, so this costs a passing test nothing; tests give no
// shorter deadline of their own.
configure({ asyncUtilTimeout: 10_000 });

// The editor's components animate through framer-motion, which uses the Web Animations API when the
// window has `Element.prototype.animate`. happy-dom has it, and cancelling an animation there (a
// popover unmounting) rejects the animation's promise where nothing awaits it: an unhandled
// rejection that fails a test file at random. Without it framer-motion animates in JavaScript, as
// it does in jsdom, which has no `animate` either.
if (typeof window !== 'undefined' && Object.hasOwn(window.Element.prototype, 'animate')) {
	delete (window.Element.prototype as { animate?: unknown }).animate;
}

// jsdom has no ResizeObserver; the editor's components observe their size.
globalThis.ResizeObserver ??= class {
	observe(): void {}
	unobserve(): void {}
	disconnect(): void {}
};

// Each test starts from an empty document: what one rendered never answers another's query.
afterEach(() => {
	cleanup();
});

/** A hook's handlers, as @wordpress/hooks keeps them. */
type Handlers = readonly { readonly namespace: string }[];
/** A copy of each hook's handlers, which @wordpress/hooks changes in place (its `__current` entry is not a hook). */
const handlersOf = (hooks: typeof filters): ReadonlyMap<string, Handlers> =>
	new Map(
		Object.entries(hooks).flatMap(([name, hook]) =>
			name === '__current' || !('handlers' in hook) ? [] : [[name, [...(hook.handlers as Handlers)]]]
		)
	);

/** Removes the handlers `hooks` has now that it did not have in `before`, by their namespaces. */
function removeAdded(
	hooks: typeof filters,
	before: ReadonlyMap<string, Handlers>,
	remove: (hookName: string, namespace: string) => unknown
): void {
	for (const [name, handlers] of handlersOf(hooks)) {
		const found = new Set(before.get(name) ?? []);
		for (const handler of handlers.filter((candidate) => !found.has(candidate))) {
			remove(name, handler.namespace);
		}
	}
}

/** The Blockyard host store of WordPress's own registry (`provideHost`), by name: this file sits below every package. */
const HOST_STORE = 'blockyard/host';
interface HostSelectors {
	getHost(): unknown;
}
interface HostActions {
	setHost(host: unknown): void;
}
const hostSelectors = (): HostSelectors | undefined =>
	select(HOST_STORE) as unknown as HostSelectors | undefined;

// Before the test file is imported (this setup runs first for each file): what the file's imports
// register is the file's, and goes with it.
globalThis.localStorage?.clear();
globalThis.sessionStorage?.clear();
if (addSpeakRegions) {
	// What an earlier file put in the page (its markup, the scripts a view loaded) is gone.
	document.body.replaceChildren();
	for (const element of document.head.querySelectorAll('script, link')) {
		element.remove();
	}
	addSpeakRegions();
}
const blockTypesBefore = new Set(getBlockTypes().map((type) => type.name));
const filtersBefore = handlersOf(filters);
const actionsBefore = handlersOf(actions);
const hostBefore = hostSelectors()?.getHost();

// A file's tests may start loading a lazy chunk they never wait for (an edit's code preloaded, a
// store registered on first use). Its modules must arrive while the file's environment is still
// up: on a clean clone, where nothing is transformed yet, an import still on its way when the
// environment is torn down fails the file ("Cannot load … after the environment was torn down").
afterAll(async () => {
	await vi.dynamicImportSettled();
	for (const type of getBlockTypes()) {
		if (!blockTypesBefore.has(type.name)) {
			unregisterBlockType(type.name);
		}
	}
	removeAdded(filters, filtersBefore, removeFilter);
	removeAdded(actions, actionsBefore, removeAction);
	const host = hostSelectors();
	if (host !== undefined && host.getHost() !== hostBefore) {
		(dispatch(HOST_STORE) as unknown as HostActions).setHost(hostBefore);
	}
	vi.useRealTimers();
	vi.restoreAllMocks();
	vi.unstubAllGlobals();
});
