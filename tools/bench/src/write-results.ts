import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { chartSvg } from './chart';
import { CHART_PATH, JSON_PATH, markdownReport } from './report';
import type { BenchResults } from './results';

/** Formatted as the repository's own files are, so `prettier --check` passes on what the bench writes. */
async function formatted(path: string, text: string): Promise<string> {
	const config = (await resolveConfig(path)) ?? {};
	return format(text, { ...config, filepath: path });
}

/** Writes docs/benchmarks.md, docs/benchmarks.json and the chart; answers the paths written. */
export async function writeResults(docsDir: string, results: BenchResults): Promise<string[]> {
	const files: [string, string][] = [
		[
			join(docsDir, 'benchmarks.md'),
			await formatted(join(docsDir, 'benchmarks.md'), markdownReport(results)),
		],
		[join(docsDir, JSON_PATH), await formatted(join(docsDir, JSON_PATH), JSON.stringify(results))],
		[join(docsDir, CHART_PATH), chartSvg(results)],
	];
	for (const [path, text] of files) {
		mkdirSync(dirname(path), { recursive: true });
		writeFileSync(path, text);
	}
	return files.map(([path]) => path);
}
