// The `test` every WordPress spec imports: a WordPressEditor on the project's WordPress, the
// site put back to its snapshot before the spec, and two guards: one fails the spec on an
// uncaught page error or a console error from our scripts (WordPress itself logs noise
// offline; ours must be silent), the other on a PHP warning or error in any of its requests.
import { test as base, expect } from '@playwright/test';

import {
	formatPhpError,
	markLogs,
	phpErrorsSince,
	serverIdle,
	serverLinesSince,
	type PhpError,
} from './php-log';
import { restoreDatabase } from './site-state';
import { WORDPRESS_VERSIONS } from './versions';
import { WordPressEditor } from './wordpress-editor';
import type { WordPressSite } from './wordpress-server';
import { wordpressServices } from './worker-sites';

interface Fixtures {
	wp: WordPressEditor;
	site: WordPressSite;
	siteUrl: string;
	/** The worker's local provider (the sites' provider root and platform), ending with a slash. */
	providerUrl: string;
	ourErrors: string[];
	/** The PHP warnings and errors the spec's requests raised so far. */
	phpErrors: () => PhpError[];
	/**
	 * The messages of PHP errors a spec raises on purpose (`test.use({ expectedPhpErrors: /…/ })`):
	 * they fail nothing. One pattern, since Playwright reads an array option as a fixture definition.
	 */
	expectedPhpErrors: RegExp | undefined;
}

const isOurs = (text: string, url: string): boolean =>
	url.includes('/plugins/blockyard/') || /blockyard|Block validation/i.test(text);

export const test = base.extend<Fixtures>({
	// Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
	// eslint-disable-next-line no-empty-pattern
	site: async ({}, use, testInfo) => {
		const version = WORDPRESS_VERSIONS.find((v) => `wordpress-${v.name}` === testInfo.project.name);
		const site = version && wordpressServices().sites[version.name];
		if (!site) {
			throw new Error(
				`No WordPress site for project ${testInfo.project.name} in this worker's services.`
			);
		}
		await use(site);
	},
	// eslint-disable-next-line no-empty-pattern
	providerUrl: async ({}, use) => {
		await use(wordpressServices().providerUrl);
	},
	siteUrl: async ({ site }, use) => {
		await use(site.url);
	},
	// Before the page opens: the database as the set-up left it. After the page has closed and the
	// server has answered its last request: any PHP warning or error fails the spec, and a failed
	// spec shows what the server logged meanwhile.
	expectedPhpErrors: [undefined, { option: true }],
	phpErrors: [
		async ({ site, expectedPhpErrors }, use, testInfo) => {
			if (site.snapshot) {
				await restoreDatabase(site.snapshot, site.database);
			}
			const marks = markLogs(site);
			await use(() => phpErrorsSince(site, marks));
			await serverIdle(site, marks);
			if (testInfo.status !== testInfo.expectedStatus) {
				const lines = serverLinesSince(site, marks);
				await testInfo.attach('wordpress-server.log', {
					body: lines.join('\n'),
					contentType: 'text/plain',
				});
				const php = lines.filter((line) => /\bPHP\b/.test(line) && !/Development Server/.test(line));
				if (php.length > 0) {
					console.log(`PHP's log during "${testInfo.title}":\n${php.join('\n')}`);
				}
			}
			const unexpected = phpErrorsSince(site, marks).filter(
				(error) => !expectedPhpErrors?.test(error.message)
			);
			expect(
				unexpected.map(formatPhpError),
				'PHP warnings and errors in the requests of this spec'
			).toEqual([]);
		},
		{ auto: true },
	],
	ourErrors: [
		async ({ page }, use) => {
			const errors: string[] = [];
			page.on('console', (message) => {
				if (message.type() === 'error' && isOurs(message.text(), message.location().url)) {
					errors.push(`console.error: ${message.text()}`);
				}
			});
			// An uncaught error counts when its stack runs through our scripts: WordPress's own
			// scripts sometimes throw while a spec leaves the editor for another admin page.
			page.on('pageerror', (error) => {
				if (isOurs(error.message, error.stack ?? '')) {
					errors.push(`uncaught: ${error.message}`);
				} else {
					console.log(
						`An uncaught error outside Blockyard's scripts: ${error.stack ?? error.message}`
					);
				}
			});
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
