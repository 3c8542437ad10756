// docs/benchmarks-upload.md, from one run of the upload benchmark. Pure.

/** The resumable upload should move at least this share of a plain PUT's throughput (medians). */
export const UPLOAD_RATIO_GOAL = 0.8;

export interface UploadBenchRun {
	readonly date: string;
	readonly node: string;
	readonly cpu: string;
	readonly cores: number;
	readonly loadAverage: number;
	readonly bytes: number;
	readonly chunkSize: number;
	readonly rounds: number;
	/** Seconds each upload took, in the order they ran. */
	readonly tusSeconds: readonly number[];
	readonly putSeconds: readonly number[];
}

export function median(values: readonly number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	if (sorted.length === 0) {
		return Number.NaN;
	}
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1
		? (sorted[middle] as number)
		: ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Megabytes (10^6 bytes) a second. */
export const throughput = (bytes: number, seconds: number): number => bytes / 1e6 / seconds;

/** The resumable upload's median throughput over the plain PUT's. */
export function uploadRatio(run: UploadBenchRun): number {
	return median(run.putSeconds) / median(run.tusSeconds);
}

export const meetsUploadGoal = (run: UploadBenchRun): boolean => uploadRatio(run) >= UPLOAD_RATIO_GOAL;

const mbps = (value: number) => `${value.toFixed(1)} MB/s`;

/** The page: how the figures were taken, then one row per way of uploading and the ratio. */
export function uploadBenchPage(run: UploadBenchRun): string {
	const size = (run.bytes / 1e6).toLocaleString('en');
	const row = (label: string, seconds: readonly number[]) =>
		`| ${label} | ${mbps(throughput(run.bytes, median(seconds)))} | ${mbps(throughput(run.bytes, Math.max(...seconds)))} | ${mbps(throughput(run.bytes, Math.min(...seconds)))} |`;
	const ratio = uploadRatio(run);
	return [
		'# Benchmark: the resumable video upload against a plain upload',
		'',
		'Written by `npm run bench` (the `bench` target of `@blockyard/local-provider`, `tools/local-provider/bench/`); run it again rather than editing this page. The other figures are in [benchmarks.md](benchmarks.md).',
		'',
		`**The run:** ${run.date.slice(0, 10)}, Node ${run.node}, ${run.cpu} (${String(run.cores)} cores), the machine's 1-minute load average ${run.loadAverage.toFixed(2)} at the end (on ${String(run.cores)} cores: read the figures beside it).`,
		'',
		`The same ${size} MB file sent to the local provider (its own process) on loopback, ${String(run.rounds)} times each way, alternating which goes first, after one unmeasured upload of each: with \`tus-js-client\` to the resumable upload (\`/resumable-upload/\`, ${run.chunkSize.toLocaleString('en')}-byte chunks, the token header, as the video block sends it: a creation, then one PATCH a chunk), and as one plain \`PUT\` to a testing route that writes the body to a file. Both store the bytes on disk. Goal: the resumable upload moves at least ${String(UPLOAD_RATIO_GOAL * 100)} % of the plain upload's throughput (medians). It is a measurement, never a test assertion.`,
		'',
		'| upload | median | slowest | fastest |',
		'| --- | --- | --- | --- |',
		row('resumable (tus)', run.tusSeconds),
		row('plain PUT', run.putSeconds),
		'',
		`**Ratio:** ${(ratio * 100).toFixed(1)} % of the plain upload's throughput (goal ≥ ${String(UPLOAD_RATIO_GOAL * 100)} %): ${meetsUploadGoal(run) ? 'pass' : '**missed**'}.`,
		'',
	].join('\n');
}
