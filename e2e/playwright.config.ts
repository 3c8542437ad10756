import { defineConfig } from '@playwright/test';

const chromium = process.env.BLOCKYARD_CHROMIUM ?? '/usr/bin/chromium';

export default defineConfig({
	testDir: './tests',
	// Two cores: one browser at a time keeps the editor responsive and the tests steady.
	workers: 1,
	fullyParallel: false,
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI
		? [['list']]
		: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
	globalSetup: './support/global-setup.ts',
	outputDir: './test-results',
	use: {
		browserName: 'chromium',
		headless: true,
		viewport: { width: 1440, height: 900 },
		trace: 'retain-on-failure',
		launchOptions: {
			// Debian's chromium; Playwright never downloads a browser (see ../shared/TOOLCHAIN.md).
			executablePath: chromium,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
});
