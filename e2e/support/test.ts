// The `test` every spec imports: the editor helpers, and a guard that fails the test on
// any console error or uncaught page error.
import { test as base, expect } from '@playwright/test';

import { PlaygroundEditor } from './playground-editor';

interface Fixtures {
	editor: PlaygroundEditor;
	pageErrors: string[];
}

/** Console errors that come from the test environment, not from our code. */
const IGNORED_CONSOLE_ERRORS: RegExp[] = [];

export const test = base.extend<Fixtures>({
	pageErrors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('console', (message) => {
				if (
					message.type() === 'error' &&
					!IGNORED_CONSOLE_ERRORS.some((re) => re.test(message.text()))
				) {
					errors.push(`console.error: ${message.text()}`);
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
