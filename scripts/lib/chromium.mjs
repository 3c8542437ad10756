// Playwright never downloads a browser here: the tests and benchmarks drive Debian's build of
// Chromium's headless shell (package chromium-headless-shell), the browser Playwright itself runs
// headless tests in: the same engine as the full browser without its windowing and UI layers,
// about a fifth less CPU for the same specs on a 2-core machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.BLOCKYARD_CHROMIUM ?? '/usr/bin/chromium-headless-shell';

/** The flags this machine needs: no sandbox (root), no GPU, nothing fetched in the background. */
export const chromiumArgs = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

export function ensureChromium() {
	if (existsSync(chromiumPath)) {
		return;
	}
	const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
	if (!canInstall) {
		console.error(
			`blockyard: no Chromium at ${chromiumPath}. Install Debian's package (sudo apt-get install -y chromium-headless-shell) ` +
				'or point BLOCKYARD_CHROMIUM at a Chromium binary, then run npm test again.'
		);
		process.exit(1);
	}
	console.log("blockyard: installing Debian's chromium-headless-shell (apt-get, about a minute) …");
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for (const args of [
		['update', '-qq'],
		['install', '-y', '-qq', 'chromium-headless-shell'],
	]) {
		const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
		if (result.status !== 0) {
			console.error(
				`blockyard: \`apt-get ${args.join(' ')}\` failed; cannot run the end-to-end tests without Chromium.`
			);
			process.exit(result.status ?? 1);
		}
	}
	if (!existsSync(chromiumPath)) {
		console.error(`blockyard: apt-get finished but ${chromiumPath} is still missing.`);
		process.exit(1);
	}
}
