// Set up before every test of a package that renders with @wordpress packages (wordpressConfig
// in vitest.shared.ts), in happy-dom or jsdom alike.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
