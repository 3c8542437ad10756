import { cpus, loadavg, release, totalmem, type } from 'node:os';

import type { Machine } from './results';

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

/** The facts of this machine that the numbers depend on. */
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
export type { Machine } from './results';
