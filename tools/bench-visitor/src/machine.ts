// The machine the figures were taken on, as tools/bench's `machine.ts` describes it (a tool's own
// copy, as one app does not import another).
import { cpus, loadavg, release, totalmem, type } from 'node:os';

/** The facts of a machine that the numbers depend on. */
export interface Machine {
	readonly cpu: string;
	readonly cores: number;
	readonly memoryGiB: number;
	readonly os: string;
	readonly node: string;
	readonly chromium: string;
	/** The 1-minute load average, lowest and highest seen while the bench ran. */
	readonly load: { readonly min: number; readonly max: number };
}

/** Samples the 1-minute load average every few seconds until stopped: the lowest and highest seen. */
export function watchLoad(everyMs = 5000): { stop(): { min: number; max: number } } {
	const seen = [loadavg()[0] ?? 0];
	const timer = setInterval(() => seen.push(loadavg()[0] ?? 0), everyMs);
	return {
		stop() {
			clearInterval(timer);
			seen.push(loadavg()[0] ?? 0);
			return { min: Math.min(...seen), max: Math.max(...seen) };
		},
	};
}

/** This machine, with the browser's version and the load seen while the bench ran. */
export function describeMachine(chromium: string, load: { min: number; max: number }): Machine {
	return {
		cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
		cores: cpus().length,
		memoryGiB: Math.round(totalmem() / 1024 ** 3),
		os: `${type()} ${release()}`,
		node: process.versions.node,
		chromium,
		load,
	};
}
