// The WordPress e2e run stops PHP's built-in server, which forks its workers: stopping only the
// server left the workers running (and holding their ports) after the run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { stopProcessGroup } from '../../../scripts/lib/services.mjs';

/** Whether a process runs (an exited one whose parent has not reaped it yet counts as gone). */
function running(pid: number): boolean {
	try {
		const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
		return state !== 'Z' && state !== 'X';
	} catch {
		return false;
	}
}

describe('stopProcessGroup', () => {
	it('stops the server and the workers it forked', async () => {
		// A "server" that forks two workers, prints their pids and waits.
		const server = spawn('sh', ['-c', 'sleep 60 & echo $!; sleep 60 & echo $!; wait'], {
			detached: true,
			stdio: ['ignore', 'pipe', 'ignore'],
		});
		const workers = await new Promise<number[]>((resolve) => {
			let output = '';
			server.stdout.on('data', (chunk: Buffer) => {
				output += chunk.toString();
				const pids = output.split('\n').filter(Boolean).map(Number);
				if (pids.length === 2) {
					resolve(pids);
				}
			});
		});
		expect(workers.every(running)).toBe(true);

		await stopProcessGroup(server);

		expect(server.pid !== undefined && running(server.pid)).toBe(false);
		await expect.poll(() => workers.filter(running)).toEqual([]);
	});

	it('resolves at once for a server that has exited', async () => {
		const server = spawn('sh', ['-c', 'exit 0'], { detached: true, stdio: 'ignore' });
		await new Promise((resolve) => server.once('exit', resolve));
		await expect(stopProcessGroup(server)).resolves.toBeUndefined();
	});
});
