// Keeps `npm start`'s local provider running: a playground whose provider has died shows errors
// in every block, so the provider is started again once, and if it dies again everything stops.

/** How a process ended, in words: `exit code 3`, `signal SIGKILL`. */
export function describeEnd({ code, signal }) {
	return signal ? `signal ${signal}` : `exit code ${code}`;
}

/**
 * Starts the provider with `start()` (which resolves with `{ url, exited, stop }`, as
 * `startProvider` does) and watches it. When it ends without being stopped here, `log` says so
 * with its exit code or signal, and it is started again, once, on the same port; when that
 * one ends too (or cannot start), `giveUp(reason)` is called: the caller stops the rest and
 * exits with a failure. Resolves once the first start is ready (and rejects as it does).
 * @param {{ start: () => Promise<import('./services.d.mts').RunningProvider>, log: (line: string) => void, giveUp: (reason: string) => void }} options
 */
export async function superviseProvider({ start, log, giveUp }) {
	let current = await start();
	let stopping = false;
	let restarts = 0;

	const watch = (provider) => {
		void provider.exited.then(async (end) => {
			if (stopping) {
				return;
			}
			if (restarts >= 1) {
				giveUp(`the local provider stopped again (${describeEnd(end)}) after it was restarted`);
				return;
			}
			restarts += 1;
			log(`the local provider stopped (${describeEnd(end)}): starting it again`);
			try {
				current = await start();
			} catch (error) {
				giveUp(`the local provider could not be started again: ${error.message}`);
				return;
			}
			log(`the local provider is running again at ${current.url}`);
			watch(current);
		});
	};
	watch(current);

	return {
		get url() {
			return current.url;
		},
		get nonce() {
			return current.nonce;
		},
		/** The provider running now (a new one after a restart). */
		current: () => current,
		/** Stops it for good: no restart follows. */
		stop: () => {
			stopping = true;
			return current.stop();
		},
	};
}
