// `npm run bench` (this tool's `bench` target): the resumable video upload's throughput on
// loopback against a plain PUT of the same file. Prints its figures and writes
// docs/benchmarks-upload.md (`--no-write`: print only; `--strict`: exit with 1 when the goal is
// missed; `--rounds=N`; `--megabytes=N`, at most 60 so the plain PUT stays under the body limit).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { format, resolveConfig } from 'prettier';
import { Upload } from 'tus-js-client';

import { root } from '../../../scripts/lib/paths.mjs';
import { freePort, startProvider } from '../../../scripts/lib/services.mjs';
import {
	meetsUploadGoal,
	throughput,
	median,
	uploadBenchPage,
	uploadRatio,
	type UploadBenchRun,
} from '../src/bench/upload-bench-page';

const CHUNK_SIZE = 10_000_000;
const TOKEN_HEADER = 'x-videopress-upload-token';
const arg = (name: string): string | undefined =>
	process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Number(arg('rounds') ?? 5);
const BYTES = Math.min(60, Number(arg('megabytes') ?? 50)) * 1_000_000;
const WRITE = !process.argv.includes('--no-write');
const STRICT = process.argv.includes('--strict');
const PAGE = join(root, 'docs/benchmarks-upload.md');
const log = (line: string) => console.log(`bench-upload: ${line}`);

const dataDir = mkdtempSync(join(tmpdir(), 'blockyard-bench-upload-'));
const provider = await startProvider({
	port: await freePort(),
	dataDir,
	quiet: true,
	faults: true,
	// The provider's workspace imports resolve to their sources: no build needed.
	env: { NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --conditions=@blockyard/source`.trim() },
});

async function uploadToken(): Promise<{ token: string; endpoint: string }> {
	const response = await fetch(`${provider.url}wp-admin/admin-ajax.php`, {
		method: 'POST',
		headers: { 'X-WP-Nonce': provider.nonce },
		body: new URLSearchParams({ action: 'videopress-get-upload-jwt' }),
	});
	const { data } = (await response.json()) as { data: { upload_token: string; upload_action_url: string } };
	return { token: data.upload_token, endpoint: data.upload_action_url };
}

async function timedTus(source: Buffer): Promise<number> {
	const { token, endpoint } = await uploadToken();
	const start = performance.now();
	await new Promise<void>((resolve, reject) => {
		new Upload(source, {
			endpoint,
			chunkSize: CHUNK_SIZE,
			retryDelays: [],
			headers: { [TOKEN_HEADER]: token },
			metadata: { filename: 'bench.mp4', filetype: 'video/mp4' },
			onError: reject,
			onSuccess: () => resolve(),
		}).start();
	});
	return (performance.now() - start) / 1000;
}

async function timedPut(source: Uint8Array<ArrayBuffer>): Promise<number> {
	const start = performance.now();
	const response = await fetch(`${provider.url}wp-json/blockyard-testing/v1/upload-sink`, {
		method: 'PUT',
		headers: { 'Content-Type': 'application/octet-stream', 'X-WP-Nonce': provider.nonce },
		body: source,
	});
	const { bytes } = (await response.json()) as { bytes: number };
	if (bytes !== source.byteLength) {
		throw new Error(`the plain upload stored ${String(bytes)} of ${String(source.byteLength)} bytes`);
	}
	return (performance.now() - start) / 1000;
}

try {
	const source = randomBytes(BYTES);
	// The same bytes, as the body fetch takes (copied once, before any timing).
	const plain = new Uint8Array(source);
	log(`${String(BYTES / 1e6)} MB, ${String(ROUNDS)} rounds, warming up (one upload each way, not counted)`);
	await timedTus(source);
	await timedPut(plain);
	const tusSeconds: number[] = [];
	const putSeconds: number[] = [];
	for (let round = 0; round < ROUNDS; round += 1) {
		// Alternating which goes first spreads any drift of the machine over both.
		const order = round % 2 === 0 ? (['tus', 'put'] as const) : (['put', 'tus'] as const);
		for (const kind of order) {
			const seconds = kind === 'tus' ? await timedTus(source) : await timedPut(plain);
			(kind === 'tus' ? tusSeconds : putSeconds).push(seconds);
			log(
				`round ${String(round + 1)}/${String(ROUNDS)} ${kind === 'tus' ? 'resumable' : 'plain PUT'}: ${throughput(BYTES, seconds).toFixed(1)} MB/s`
			);
		}
	}
	const run: UploadBenchRun = {
		date: new Date().toISOString(),
		node: process.versions.node,
		cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
		cores: cpus().length,
		loadAverage: loadavg()[0] ?? 0,
		bytes: BYTES,
		chunkSize: CHUNK_SIZE,
		rounds: ROUNDS,
		tusSeconds,
		putSeconds,
	};
	log(
		`resumable ${throughput(BYTES, median(tusSeconds)).toFixed(1)} MB/s, plain PUT ${throughput(BYTES, median(putSeconds)).toFixed(1)} MB/s (medians): ratio ${(uploadRatio(run) * 100).toFixed(1)} %${meetsUploadGoal(run) ? '' : ' (goal of 80 % missed)'}`
	);
	if (WRITE) {
		writeFileSync(
			PAGE,
			await format(uploadBenchPage(run), { ...(await resolveConfig(PAGE)), filepath: PAGE })
		);
		log('wrote docs/benchmarks-upload.md');
	}
	if (STRICT && !meetsUploadGoal(run)) {
		process.exitCode = 1;
	}
} finally {
	await provider.stop();
	rmSync(dataDir, { recursive: true, force: true });
}
