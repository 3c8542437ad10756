// Each Playwright worker of a parallel suite gets its own services (a local provider, and the
// playground or the WordPress sites that use it), so specs running side by side never share a
// provider's data or a site's database. A global setup starts one set per worker and publishes
// them under one environment variable; a spec reads its worker's set by its parallel index,
// which Playwright keeps below the worker count.
import type { FullConfig } from '@playwright/test';

/** How many service sets a suite's global setup starts: one per worker. */
const serviceSetsFor = (config: FullConfig): number => Math.max(1, config.workers);

/** A started set: what the workers read of it, and how to stop it. */
export interface StartedServices<T> {
	readonly services: T;
	stop(): Promise<void>;
}

/**
 * Starts one set per worker, one after another (each start is busy enough on its own), and makes
 * them known to the workers, which inherit the global setup's environment. Returns the global
 * teardown; a failed start stops the sets already running.
 */
export async function startWorkerServices<T>(
	config: FullConfig,
	variable: string,
	start: () => Promise<StartedServices<T>>
): Promise<() => Promise<void>> {
	const running: StartedServices<T>[] = [];
	const stopAll = async () => {
		await Promise.all(running.map((set) => set.stop()));
	};
	try {
		for (let index = 0; index < serviceSetsFor(config); index += 1) {
			running.push(await start());
		}
	} catch (error) {
		await stopAll();
		throw error;
	}
	process.env[variable] = JSON.stringify(running.map((set) => set.services));
	return stopAll;
}

/** The set of the worker this runs in. */
export function workerServices<T>(variable: string, configName: string): T {
	const published = process.env[variable];
	if (!published) {
		throw new Error(
			`${variable} is not set: run the suite through ${configName} (its global setup sets it).`
		);
	}
	const sets = JSON.parse(published) as T[];
	const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
	const set = sets[index];
	if (set === undefined) {
		throw new Error(`${variable} holds ${sets.length} service sets, none for worker ${index}.`);
	}
	return set;
}
