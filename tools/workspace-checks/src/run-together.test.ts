// `npm test` runs its format and lint checks side by side: both run to the end, and the phase
// fails, naming the check, when either does.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { runTogether } from '../../../scripts/lib/run.mjs';

const node = (script: string): [string, string[]] => [process.execPath, ['-e', script]];

describe('runTogether', () => {
	let dir: string | undefined;
	afterEach(() => {
		if (dir !== undefined) {
			rmSync(dir, { recursive: true, force: true });
		}
	});

	it('resolves when every command succeeds', async () => {
		await expect(runTogether([node('process.exit(0)'), node('process.exit(0)')])).resolves.toBe(
			undefined
		);
	});

	it('waits for every command, then names the one that failed', async () => {
		dir = mkdtempSync(join(tmpdir(), 'blockyard-run-together-'));
		const marker = join(dir, 'finished');
		const slow = `setTimeout(() => require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'yes'), 300)`;
		const failure = runTogether([node('process.exit(3)'), node(slow)]);
		await expect(failure).rejects.toThrow(/process\.exit\(3\).* failed \(exit code 3\)/);
		await expect(failure).rejects.not.toThrow(/setTimeout/);
		expect(readFileSync(marker, 'utf8')).toBe('yes');
	});

	it('says when a command cannot start', async () => {
		await expect(runTogether([['/nonexistent/blockyard-tool', []]])).rejects.toThrow(
			/blockyard-tool` did not start/
		);
	});
});
