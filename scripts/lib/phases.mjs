// `npm test`'s phases and their wall times: each phase says when it starts and how long it
// took, and the table of every phase and the total is printed last, whether the run passes
// or stops at a failed phase, so the change that slows the run is seen at once.
// Only Node built-ins here: the install phase runs before anything is installed.

/** Seconds as the table shows them: `83.4 s (1:23)`. */
export function formatDuration(ms) {
	const seconds = ms / 1000;
	const minutes = Math.floor(seconds / 60);
	const rest = Math.floor(seconds % 60)
		.toString()
		.padStart(2, '0');
	return `${seconds.toFixed(1)} s (${minutes}:${rest})`;
}

/** The table: one row per phase that ran, its status and time, then the total. */
export function timingTable(rows, totalMs) {
	const labelWidth = Math.max(5, ...rows.map((row) => row.label.length));
	const line = (label, status, ms) =>
		`  ${label.padEnd(labelWidth)}  ${status.padEnd(6)}  ${formatDuration(ms).padStart(16)}`;
	return [
		'blockyard: time of each phase (wall clock)',
		...rows.map((row) => line(row.label, row.status, row.ms)),
		line('total', rows.some((row) => row.status === 'failed') ? 'failed' : 'passed', totalMs),
	].join('\n');
}

/**
 * A run's phases. `phase(label, work, about)` says what the phase does (`about`, else its
 * label), runs `work` (sync or async) and records its time under the short `label`; a phase
 * that throws or sets a failing exit code is marked failed. The table prints when the process
 * exits (`onExit`), after everything else, even when a phase calls `process.exit`.
 */
export function createPhases({
	now = () => Date.now(),
	print = (text) => console.log(text),
	onExit = (printTable) => process.once('exit', printTable),
} = {}) {
	const started = now();
	const rows = [];
	let current;
	onExit(() => {
		if (current) {
			rows.push({ ...current, status: 'failed', ms: now() - current.start });
			current = undefined;
		}
		print(`\n${timingTable(rows, now() - started)}`);
	});
	return {
		rows,
		async phase(label, work, about = label) {
			print(`\nblockyard: ${about}`);
			current = { label, start: now() };
			let status = 'passed';
			try {
				await work();
				if (process.exitCode) {
					status = 'failed';
				}
			} catch (error) {
				status = 'failed';
				throw error;
			} finally {
				const ms = now() - current.start;
				rows.push({ label, status, ms });
				current = undefined;
				print(`blockyard: ${label}: ${status} in ${formatDuration(ms)}`);
			}
		},
	};
}
