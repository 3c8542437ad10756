import type { LaunchOptions } from '@playwright/test';

/** Debian's chromium with the flags this machine needs; Playwright never downloads a browser. */
export const chromiumLaunchOptions: LaunchOptions = {
	executablePath: process.env.BLOCKYARD_CHROMIUM ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
};
