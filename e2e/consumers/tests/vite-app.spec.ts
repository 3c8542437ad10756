// A fresh Vite + React 18 app outside the repository (e2e/consumers/vite-app) installs
// @blockyard/content alone from the local registry, React 18 and the @wordpress packages from
// npm, builds with `vite build`, and runs Business Hours in a block editor of its own, with a
// host whose site answers the localized week from a stub endpoint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { createConsumer, type Consumer } from '../../../scripts/lib/consumers.mjs';
import {
	daysWithSaturdayUntilOnePm,
	fixtureWithSaturdayUntilOnePm,
	insertedFixture,
	parseSavedBlock,
} from '../support/business-hours-markup';
import { expectOnlyContentFromRegistry } from '../support/installed-packages';
import { registryFromEnv } from '../support/registry';
import { runCommands, seconds } from '../support/timing';
import { startVitePreview } from '../support/vite-preview';

const WEEK = {
	days: {
		Sun: 'Sunday',
		Mon: 'Monday',
		Tue: 'Tuesday',
		Wed: 'Wednesday',
		Thu: 'Thursday',
		Fri: 'Friday',
		Sat: 'Saturday',
	},
	startOfWeek: 0,
};

/** What the block stores once the host's localized week has loaded (site locale en_US). */
const LOCALIZATION = {
	locale: 'en_US',
	startOfWeek: 0,
	hour12: true,
	dayNames: WEEK.days,
	closedLabel: 'Closed',
	open24Label: 'Open 24 hours',
};

let consumer: Consumer | undefined;
let preview: { url: string; stop(): Promise<void> } | undefined;

test.beforeAll(async () => {
	// A first run installs React and Gutenberg from npm; later runs reuse that install.
	test.setTimeout(15 * 60_000);
	const started = Date.now();
	consumer = createConsumer('vite-app', registryFromEnv());
	runCommands('vite app', consumer);
	preview = await startVitePreview(consumer.dir);
	console.log(
		`vite app: ready in ${seconds(Date.now() - started)} (${consumer.reusedInstall ? 'kept' : 'fresh'} third-party install)`
	);
});

test.afterAll(async () => {
	await preview?.stop();
	consumer?.dispose();
});

test('the app asked for @blockyard/content alone and got ours from the registry', () => {
	if (!consumer) {
		throw new Error('no consumer');
	}
	expectOnlyContentFromRegistry(consumer.dir, registryFromEnv());
	const react = JSON.parse(
		readFileSync(join(consumer.dir, 'node_modules', 'react', 'package.json'), 'utf8')
	) as { version: string };
	expect(react.version).toMatch(/^18\./);
});

test('Business Hours inserts, edits and saves the fixture’s markup in the app’s own editor', async ({
	page,
}) => {
	if (!consumer || !preview) {
		throw new Error('no app');
	}
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
	page.on('console', (message) => {
		if (message.type() === 'error') {
			errors.push(`console.error: ${message.text()}`);
		}
	});
	const weekRequests: string[] = [];
	await page.route('**/wp-json/wpcom/v2/business-hours/localized-week', (route) => {
		weekRequests.push(route.request().url());
		return route.fulfill({ json: WEEK });
	});
	const savedMarkup = async () => parseSavedBlock(await page.getByLabel('Saved markup').innerText());

	await page.goto(preview.url);
	await page.getByRole('button', { name: 'Add block' }).click();
	await page.getByRole('option', { name: 'Business Hours' }).click();

	// As inserted: the fixture's markup, and the localization the host's week gave.
	const canvas = page.frameLocator('iframe[name="editor-canvas"]');
	const saturday = canvas.getByRole('group', { name: 'Saturday' });
	await expect(saturday).toBeVisible();
	await expect.poll(async () => (await savedMarkup()).attributes).toEqual({ localization: LOCALIZATION });
	expect(weekRequests).toEqual([`${preview.url}wp-json/wpcom/v2/business-hours/localized-week`]);
	expect((await savedMarkup()).html).toBe(insertedFixture().html);

	// Saturday opened through the block's controls, closing at 1:00 PM.
	await saturday.getByRole('checkbox', { name: 'Open on Saturday' }).check();
	await saturday.getByLabel('Closing time, Saturday, interval 1').fill('13:00');
	await expect
		.poll(async () => (await savedMarkup()).attributes)
		.toEqual({ days: daysWithSaturdayUntilOnePm(consumer.dir), localization: LOCALIZATION });
	expect((await savedMarkup()).html).toBe(fixtureWithSaturdayUntilOnePm());
	expect(errors).toEqual([]);
});
