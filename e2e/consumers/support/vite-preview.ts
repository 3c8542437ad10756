import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { freePort, stopProcess } from '../../../scripts/lib/services.mjs';

/** Serves a Vite app's build with its own `vite preview` on a free loopback port. */
export async function startVitePreview(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
	const port = await freePort();
	const url = `http://127.0.0.1:${port}/`;
	// Node runs Vite's script itself, so the recorded process is the server.
	const child = spawn(
		process.execPath,
		[
			join(dir, 'node_modules', 'vite', 'bin', 'vite.js'),
			'preview',
			'--host',
			'127.0.0.1',
			'--port',
			String(port),
			'--strictPort',
		],
		{ cwd: dir, stdio: 'ignore' }
	);
	const stop = () => stopProcess(child);
	const deadline = Date.now() + 30_000;
	while (Date.now() < deadline) {
		if (child.exitCode !== null) {
			throw new Error(`vite preview exited with code ${child.exitCode}`);
		}
		if (
			await fetch(url).then(
				(response) => response.ok,
				() => false
			)
		) {
			return { url, stop };
		}
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	await stop();
	throw new Error(`vite preview did not answer at ${url} within 30 s`);
}
