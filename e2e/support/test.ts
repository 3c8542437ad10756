// The `test` every spec imports: the editor helpers, and a guard that fails the test on
// any console error or uncaught page error.
import { test as base, expect } from '@playwright/test';

import { PlaygroundEditor } from './playground-editor';

interface Fixtures {
	editor: PlaygroundEditor;
	pageErrors: string[];
	/** Console errors a spec causes on purpose (`test.use({ expectedConsoleErrors: [...] })`). */
	expectedConsoleErrors: RegExp[];
}

/** Console errors that come from the test environment, not from our code. */
const IGNORED_CONSOLE_ERRORS: RegExp[] = [];

/**
 * Addresses WordPress itself asks for and cannot reach offline: the inserter's preview of a core
 * block (Image, Gallery, Cover…) shows its example's picture from WordPress.org. With reduced
 * motion the preview draws at once, while the pointer passes over the block's result.
 */
const IGNORED_FAILED_ADDRESSES: RegExp[] = [/^https:\/\/s\.w\.org\/images\/core\//];

/** What Chromium logs for every HTTP error answer, e.g. the AI specs' injected 503s. */
export const HTTP_ERROR_RESPONSE = /^Failed to load resource: the server responded with a status of [45]\d\d/;

export const test = base.extend<Fixtures>({
	expectedConsoleErrors: [[], { option: true }],
	pageErrors: [
		async ({ page, expectedConsoleErrors }, use) => {
			const errors: string[] = [];
			page.on('console', (message) => {
				// A failed resource names no address in its text: the location does.
				const { url } = message.location();
				if (
					message.type() === 'error' &&
					![...IGNORED_CONSOLE_ERRORS, ...expectedConsoleErrors].some((re) =>
						re.test(message.text())
					) &&
					!IGNORED_FAILED_ADDRESSES.some((re) => re.test(url))
				) {
					errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
				}
			});
			page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
			await use(errors);
			expect(errors, 'console errors or uncaught page errors').toEqual([]);
		},
		{ auto: true },
	],
	editor: async ({ page }, use) => {
		await use(new PlaygroundEditor(page));
	},
});

export { expect };
