/**
 * The local provider's CLI:
 *
 *   node --import tsx tools/local-provider/src/main.ts     (from the repo root)
 *   npm start                                             (from tools/local-provider)
 *
 * Environment: BLOCKYARD_PROVIDER_PORT (default 8787, 0 = any free port),
 * BLOCKYARD_PROVIDER_HOST (default 127.0.0.1), BLOCKYARD_DATA_DIR (default
 * `.data` at the repo root, found from this file's place, so any cwd works).
 * BLOCKYARD_PROVIDER_FAULTS=1 turns on fault injection and the testing routes
 * (tests); BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL=service makes the resumable upload take
 * HEAD, PATCH, DELETE… only through the method override, as the video service does (e2e). The AI routes read BLOCKYARD_AI_UPSTREAM, BLOCKYARD_AI_KEY,
 * BLOCKYARD_AI_MODEL, BLOCKYARD_AI_FREE_REQUESTS and BLOCKYARD_AI_OFFLINE_PACE_MS
 * (see README.md).
 *
 * When it serves, it prints exactly one line `blockyard local provider: http://127.0.0.1:PORT`
 * (tools wait for it to learn the port); then one line per request. SIGINT or
 * SIGTERM stops it cleanly.
 *
 * How `@blockyard/api-client` resolves: the provider imports values from it
 * (the image-resizing rule, Google Photos' categories), and the package's
 * default export points at a `dist/` that may not be built. So
 * `registerSourceCondition()` below adds the `@blockyard/source` export
 * condition (which points workspace packages at their `src/`) before the
 * provider's modules load, and the plain command above works without
 * `--conditions=@blockyard/source` or a build.
 */
import { readCliConfig } from './cli-config';
import { registerSourceCondition } from './source-condition';

registerSourceCondition();
const { startProvider } = await import('./start-provider');

const READY_PREFIX = 'blockyard local provider:';
const FORCED_EXIT_MS = 5000;

try {
	const config = readCliConfig(process.env);
	const provider = await startProvider(config);
	console.log(`${READY_PREFIX} ${provider.url}`);

	let stopping = false;
	const stop = (signal: NodeJS.Signals): void => {
		if (stopping) {
			process.exit(1);
		}
		stopping = true;
		setTimeout(() => {
			console.error(
				`blockyard local provider: still closing ${FORCED_EXIT_MS} ms after ${signal}, exiting.`
			);
			process.exit(1);
		}, FORCED_EXIT_MS).unref();
		void provider.close().then(() => {
			process.exitCode = 0;
		});
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
} catch (error) {
	console.error(
		`blockyard local provider failed to start: ${error instanceof Error ? error.message : String(error)}`
	);
	process.exitCode = 1;
}
