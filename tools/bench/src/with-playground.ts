// The services a bench measures against: the local provider and the built playground on free
// loopback ports, and Debian's Chromium; each bench starts them through here and stops them all.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type Browser } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium.mjs';
import {
	freePort,
	playgroundOrigins,
	startPlayground,
	startProvider,
} from '../../../scripts/lib/services.mjs';

/**
 * Every host but loopback resolves to nothing, at once: a block's preview of a third party's
 * page or picture (the big post's Calendly, OpenTable, GIF…) fails as on a machine offline,
 * instead of making the numbers depend on the network. The playground's own pages ask nothing
 * of another host.
 */
const NOTHING_OFF_THE_MACHINE = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1';

/** Where `work` reaches the services. */
export interface PlaygroundUrls {
	/** The playground's root (its editor; `preview.html` beside it). */
	readonly url: string;
	readonly providerUrl: string;
	/** The provider's nonce, for its write routes. */
	readonly nonce: string;
}

export interface WithPlaygroundOptions {
	/** The provider's testing faults on (the AI stream's long reply asks for one). */
	readonly faults?: boolean;
	/** The browser resolves no host but loopback. */
	readonly offline?: boolean;
}

/** Starts the local provider and the built playground on loopback, runs `work` in Chromium, stops them all. */
export async function withPlayground<T>(
	work: (browser: Browser, urls: PlaygroundUrls) => Promise<T>,
	{ faults = false, offline = false }: WithPlaygroundOptions = {}
): Promise<T> {
	const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-bench-'));
	const port = await freePort();
	const provider = await startProvider({
		port: 0,
		dataDir,
		quiet: true,
		faults,
		origins: playgroundOrigins(port),
	});
	try {
		const playground = await startPlayground({
			mode: 'preview',
			port,
			providerUrl: provider.url,
			quiet: true,
		});
		try {
			const browser = await chromium.launch({
				executablePath: chromiumPath,
				args: [...chromiumArgs, ...(offline ? [NOTHING_OFF_THE_MACHINE] : [])],
			});
			try {
				return await work(browser, {
					url: playground.url,
					providerUrl: provider.url,
					nonce: provider.nonce,
				});
			} finally {
				await browser.close();
			}
		} finally {
			await playground.stop();
		}
	} finally {
		await provider.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}
