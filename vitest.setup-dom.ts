// Set up before every test file of a package that renders with @wordpress packages (wordpressConfig
// in vitest.shared.ts), in happy-dom or jsdom alike.
//
// Test files share their worker's modules and window (`withSharedModules` in vitest.shared.ts): each
// file starts with empty storage, and leaves what it added to WordPress's module-level registries
// (block types, filters and actions, the host of WordPress's own data registry) as it found them,
// so that the next file starts as if alone.
import { cleanup, configure } from '@testing-library/react';
import { getBlockTypes, unregisterBlockType } from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { actions, filters, removeAction, removeFilter } from '@wordpress/hooks';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Imported first where there is a document (a file may ask for Node's environment), so that the
// filters block-editor adds when it is first imported are there before any file's own.
if (typeof window !== 'undefined') {
	await import('@wordpress/block-editor');
}

// `findBy…` and `waitFor` wait up to 5 s (not 1): a lazy edit's chunk can take that long to
// load while the machine is busy.
configure({ asyncUtilTimeout: 5_000 });

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

/** A hook's handlers, as @wordpress/hooks keeps them (its `__current` entry is not a hook). */
type Handlers = readonly { readonly namespace: string }[];
const handlersOf = (hooks: typeof filters): ReadonlyMap<string, Handlers> =>
	new Map(
		Object.entries(hooks).flatMap(([name, hook]) =>
			name === '__current' || !('handlers' in hook) ? [] : [[name, hook.handlers as Handlers]]
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

let blockTypesBefore = new Set<string>();
let filtersBefore = handlersOf(filters);
let actionsBefore = handlersOf(actions);
let hostBefore: unknown;

beforeAll(() => {
	globalThis.localStorage?.clear();
	globalThis.sessionStorage?.clear();
	blockTypesBefore = new Set(getBlockTypes().map((type) => type.name));
	filtersBefore = handlersOf(filters);
	actionsBefore = handlersOf(actions);
	hostBefore = hostSelectors()?.getHost();
});

afterAll(() => {
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
