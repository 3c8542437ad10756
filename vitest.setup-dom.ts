// Set up before every test of a package that renders with @wordpress packages (wordpressConfig
// in vitest.shared.ts), in happy-dom or jsdom alike.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
