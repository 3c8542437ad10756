// The `test` every WordPress spec imports: a WordPressEditor on the project's WordPress,
// and a guard that fails the test on an uncaught page error or a console error from
// our scripts (WordPress itself logs noise offline; ours must be silent).
import { test as base, expect } from '@playwright/test';

import { urlVariable, WORDPRESS_VERSIONS } from './versions';
import { WordPressEditor } from './wordpress-editor';

interface Fixtures {
	wp: WordPressEditor;
	siteUrl: string;
	ourErrors: string[];
}

const isOurs = (text: string, url: string): boolean =>
	url.includes('/plugins/blockyard/') || /blockyard|Block validation/i.test(text);

export const test = base.extend<Fixtures>({
	// Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
	// eslint-disable-next-line no-empty-pattern
	siteUrl: async ({}, use, testInfo) => {
		const version = WORDPRESS_VERSIONS.find((v) => `wordpress-${v.name}` === testInfo.project.name);
		const url = version && process.env[urlVariable(version)];
		if (!url) {
			throw new Error(
				`No WordPress URL for project ${testInfo.project.name}: run through playwright.wordpress.config.ts.`
			);
		}
		await use(url);
	},
	ourErrors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('console', (message) => {
				if (message.type() === 'error' && isOurs(message.text(), message.location().url)) {
					errors.push(`console.error: ${message.text()}`);
				}
			});
			page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
			await use(errors);
			expect(errors, 'errors from Blockyard scripts').toEqual([]);
		},
		{ auto: true },
	],
	wp: async ({ page, siteUrl }, use) => {
		await use(new WordPressEditor(page, siteUrl));
	},
});

export { expect };
