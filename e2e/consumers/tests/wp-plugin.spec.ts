// A fresh WordPress plugin (e2e/consumers/wp-plugin) built with @wordpress/scripts exactly as
// packages/content/README.md tells plugin authors: it installs @blockyard/content from the
// local registry, builds, packs its zip, and the zip's plugin, alone, is activated in
// WordPress 6.5, where Business Hours inserts, saves, stays valid
// after reload (an author's save too, through the plugin's kses allowance) and reaches a
// visitor with its style.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { createConsumer, type Consumer } from '../../../scripts/lib/consumers.mjs';
import { freePort } from '../../../scripts/lib/services.mjs';
import {
	expectSaturdayUntilOnePmForVisitors,
	openSaturdayUntilOnePm,
} from '../../wordpress/support/business-hours-steps';
import { formatPhpError, phpErrorsSince } from '../../wordpress/support/php-log';
import { ensureRuntime } from '../../wordpress/support/runtime';
import { WORDPRESS_VERSIONS } from '../../wordpress/support/versions';
import { logInAs, WordPressEditor } from '../../wordpress/support/wordpress-editor';
import { startWordPress, type RunningWordPress } from '../../wordpress/support/wordpress-server';
import {
	daysWithSaturdayUntilOnePm,
	findSavedBlock,
	fixtureWithSaturdayUntilOnePm,
} from '../support/business-hours-markup';
import { expectOnlyContentFromRegistry } from '../support/installed-packages';
import { registryFromEnv } from '../support/registry';
import { runCommands, seconds } from '../support/timing';
import { unzip } from '../support/unzip';

const PLUGIN = 'my-business-hours';

let consumer: Consumer | undefined;
let plugins: string | undefined;
let wordpress: RunningWordPress | undefined;

test.beforeAll(async () => {
	// A first run installs @wordpress/scripts from npm; later runs reuse that install.
	test.setTimeout(15 * 60_000);
	const started = Date.now();
	consumer = createConsumer('wp-plugin', registryFromEnv());
	runCommands('wordpress plugin', consumer);
	plugins = mkdtempSync(join(tmpdir(), 'blockyard-wp-plugin-zip-'));
	unzip(join(consumer.dir, `${PLUGIN}.zip`), plugins);
	const version = WORDPRESS_VERSIONS.find((candidate) => candidate.name === '6.5');
	if (!version) {
		throw new Error('WordPress 6.5 is not among the e2e versions');
	}
	ensureRuntime();
	wordpress = await startWordPress({
		version,
		port: await freePort(),
		pluginDir: join(plugins, PLUGIN),
		pluginFile: `${PLUGIN}/${PLUGIN}.php`,
		logDir: plugins,
		quiet: !process.env.BLOCKYARD_E2E_VERBOSE,
	});
	console.log(
		`wordpress plugin: ready in ${seconds(Date.now() - started)} (${consumer.reusedInstall ? 'kept' : 'fresh'} third-party install)`
	);
});

test.afterAll(async () => {
	// Every request of the plugin's site, the set-up's included, ran without a PHP warning or error.
	const phpErrors = wordpress ? phpErrorsSince(wordpress, { errors: 0, server: 0 }) : [];
	await wordpress?.stop();
	if (plugins) {
		rmSync(plugins, { recursive: true, force: true });
	}
	consumer?.dispose();
	expect(phpErrors.map(formatPhpError), 'PHP warnings and errors on the plugin’s site').toEqual([]);
});

test('the plugin asked for @blockyard/content alone and got ours from the registry', () => {
	if (!consumer) {
		throw new Error('no consumer');
	}
	expectOnlyContentFromRegistry(consumer.dir, registryFromEnv());
});

test('Business Hours from the plugin’s zip inserts, saves and stays valid after reload in WordPress 6.5', async ({
	page,
}) => {
	if (!wordpress || !consumer) {
		throw new Error('no WordPress');
	}
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
	page.on('console', (message) => {
		if (
			message.type() === 'error' &&
			(message.location().url.includes(`/plugins/${PLUGIN}/`) ||
				/blockyard|Block validation/i.test(message.text()))
		) {
			errors.push(`console.error: ${message.text()}`);
		}
	});
	const wp = new WordPressEditor(page, wordpress.url);

	await wp.openNewPost();
	await expect(page.locator(`script[src*="/plugins/${PLUGIN}/build/index.js"]`)).toHaveCount(1);
	expect(
		await page.evaluate(() =>
			window.wp.blocks
				.getBlockTypes()
				.map((type) => type.name)
				.filter((name) => name.startsWith('blockyard/'))
		),
		'the plugin registers Business Hours alone'
	).toEqual(['blockyard/business-hours']);

	await wp.insertBlock('Business Hours');
	await openSaturdayUntilOnePm(wp);
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();

	// No host here: English names, a Sunday start, a 12-hour clock, and no localization stored.
	const saved = findSavedBlock(await wp.serializedPost());
	expect(saved.attributes).toEqual({ days: daysWithSaturdayUntilOnePm(consumer.dir) });
	expect(saved.html).toBe(fixtureWithSaturdayUntilOnePm());

	await page.goto(`${wordpress.url}?p=${await wp.postId()}&preview=true`);
	// The block's style.css, registered from the block.json the build copied.
	await expectSaturdayUntilOnePmForVisitors(page);
	expect(errors).toEqual([]);
});

// An author has no unfiltered_html: WordPress filters what they save through kses, which
// would strip the block's schema.org microdata unless the plugin lets through what the
// package's kses.json lists, as the README tells plugin authors to.
test('Business Hours saved by an author keeps its microdata and stays valid after reload', async ({
	page,
}) => {
	if (!wordpress) {
		throw new Error('no WordPress');
	}
	await logInAs(page, wordpress.url, 'author', 'password');
	const wp = new WordPressEditor(page, wordpress.url);
	await wp.openNewPost();
	await wp.insertBlock('Business Hours');
	await wp.save();
	await wp.reload();
	await wp.expectAllBlocksValid();
	// What was stored, as a visitor gets it: the microdata is there.
	await page.goto(`${wordpress.url}?p=${await wp.postId()}&preview=true`);
	const hours = page.locator('.wp-block-blockyard-business-hours');
	await expect(hours.locator('[itemprop="openingHoursSpecification"]').first()).toBeAttached();
	await expect(hours.locator('time[itemprop="opens"][datetime]').first()).toBeAttached();
});
