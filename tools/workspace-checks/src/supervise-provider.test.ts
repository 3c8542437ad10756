// `npm start` kept serving the playground after its local provider died: every block's request
// failed, and nothing said why. Now the provider is started again once, with a word on why, and
// when it dies again `npm start` is told to stop everything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it, onTestFinished } from 'vitest';

import { freePort, startProvider } from '../../../scripts/lib/services.mjs';
import { superviseProvider } from '../../../scripts/lib/supervise-provider.mjs';

const answers = async (url: string): Promise<boolean> => {
	try {
		return (await fetch(`${url}blockyard/nonce`)).ok;
	} catch {
		return false;
	}
};

describe('superviseProvider (npm start)', () => {
	it('starts a provider that died again, once, saying how it ended; when it dies again, gives up with the reason', async () => {
		const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-supervise-'));
		onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
		const port = await freePort();
		const lines: string[] = [];
		let gaveUp: (reason: string) => void = () => undefined;
		const reason = new Promise<string>((resolve) => (gaveUp = resolve));
		const provider = await superviseProvider({
			start: () => startProvider({ port, dataDir, quiet: true }),
			log: (line) => lines.push(line),
			giveUp: (why) => gaveUp(why),
		});
		onTestFinished(() => provider.stop());
		const first = provider.current();
		expect(await answers(provider.url)).toBe(true);

		process.kill(first.pid, 'SIGKILL');
		await first.exited;
		await expect.poll(() => provider.current() !== first, { timeout: 60_000 }).toBe(true);
		expect(lines[0]).toBe('the local provider stopped (signal SIGKILL): starting it again');
		expect(provider.url).toBe(first.url);
		expect(await answers(provider.url)).toBe(true);

		const second = provider.current();
		process.kill(second.pid, 'SIGKILL');
		expect(await reason).toBe('the local provider stopped again (signal SIGKILL) after it was restarted');
		expect(provider.current()).toBe(second);
		expect(await answers(provider.url)).toBe(false);
	});

	it('does not start again a provider stopped on purpose (Ctrl-C)', async () => {
		const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-supervise-'));
		onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
		const lines: string[] = [];
		const reasons: string[] = [];
		const provider = await superviseProvider({
			start: async () => startProvider({ port: await freePort(), dataDir, quiet: true }),
			log: (line) => lines.push(line),
			giveUp: (why) => reasons.push(why),
		});
		const first = provider.current();
		await provider.stop();
		await first.exited;
		// The watcher has seen the exit: it waits on the same promise, and was first to.
		expect({ lines, reasons, same: provider.current() === first }).toEqual({
			lines: [],
			reasons: [],
			same: true,
		});
	});
});
