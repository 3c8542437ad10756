// `npm run size -w @blockyard/size-check` (part of `npm test`): bundles each journey of
// budgets.ts from the built packages and fails when one passes its limit; then lists every
// chunk the whole suite, or the content blocks' visitor script, loads on first use against its own limit.
import { resolve } from 'node:path';

import { budgets, type LazyLoader } from './budgets';
import { lazyBudgets } from './lazy-budgets';
import { measure, type LazyChunk } from './measure';
import { sharedLazyBudgets } from './shared-lazy-budgets';

const root = resolve(import.meta.dirname, '../../..');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

let failed = false;
const fail = (message: string) => {
	failed = true;
	console.error(message);
};

/** Prints `rows` as a table: the first column left-aligned, the others right-aligned. */
function printTable(rows: readonly string[][]): void {
	const widths =
		rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
	for (const row of rows) {
		console.log(
			row
				.map((cell, column) =>
					column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
				)
				.join('  ')
		);
	}
}

const chunksOf = new Map<LazyLoader, readonly LazyChunk[]>();
const rows: string[][] = [['journey (eager code)', 'min', 'gzip', 'limit', '']];
const sharedRows: string[][] = [];
for (const budget of budgets) {
	const shared = sharedLazyBudgets.filter(({ loader }) => loader === budget.loader);
	const measured = await measure(budget.source, root, {
		shared: shared.map(({ holds }) => holds),
		wordpress: budget.wordpress === true,
	});
	const over = measured.gzipBytes > budget.limitKiB * 1024;
	rows.push([
		budget.name,
		kib(measured.bytes),
		kib(measured.gzipBytes),
		String(budget.limitKiB),
		over ? 'OVER' : 'ok',
	]);
	if (over) {
		fail(`\n${budget.name} is over its limit; its heaviest parts (KiB before minifying):`);
		for (const input of measured.heaviest) {
			console.error(`  ${kib(input.bytes).padStart(6)}  ${input.path}`);
		}
	}
	if (budget.loader) {
		chunksOf.set(budget.loader, measured.lazy);
	}
	for (const line of shared) {
		const weight = measured.shared.find(({ holds }) => holds === line.holds);
		if (!weight || weight.bytes === 0) {
			sharedRows.push([line.name, '-', '-', String(line.limitKiB), 'NOT LAZY']);
			fail(`\n${line.holds} is not in a chunk ${budget.name} loads on first use.`);
			continue;
		}
		const over = weight.gzipBytes > line.limitKiB * 1024;
		sharedRows.push([
			line.name,
			kib(weight.bytes),
			kib(weight.gzipBytes),
			String(line.limitKiB),
			over ? 'OVER' : 'ok',
		]);
		if (over) {
			fail(`\n${line.name} (${line.holds}) is over its limit.`);
		}
	}
}
printTable(rows);

const loaderName: Record<LazyLoader, string> = {
	suite: 'the whole suite',
	'content views': 'the content blocks’ visitor script',
	'embeds views': 'the embed blocks’ visitor script',
	'media views': 'the media blocks’ visitor script',
	'payments views': 'the payment blocks’ visitor script',
};
const lazyRows: string[][] = [['loaded on first use', 'min', 'gzip', 'limit', '']];
for (const budget of lazyBudgets) {
	const loader = budget.loader ?? 'suite';
	const chunk = chunksOf.get(loader)?.find((candidate) => candidate.module === budget.module);
	if (!chunk) {
		lazyRows.push([budget.name, '-', '-', String(budget.limitKiB), 'NOT LAZY']);
		fail(
			`\n${budget.module} is not loaded on first use by ${loaderName[loader]} (not an import() target).`
		);
		continue;
	}
	const over = chunk.gzipBytes > budget.limitKiB * 1024;
	lazyRows.push([
		budget.name,
		kib(chunk.bytes),
		kib(chunk.gzipBytes),
		String(budget.limitKiB),
		over ? 'OVER' : 'ok',
	]);
	if (over) {
		fail(`\n${budget.name} (${budget.module}) is over its limit.`);
	}
}
for (const [loader, chunks] of chunksOf) {
	for (const chunk of chunks) {
		if (
			!lazyBudgets.some(
				(budget) => (budget.loader ?? 'suite') === loader && budget.module === chunk.module
			)
		) {
			lazyRows.push([chunk.module, kib(chunk.bytes), kib(chunk.gzipBytes), '-', 'NO LIMIT']);
			fail(
				`\n${chunk.module} is loaded on first use by ${loaderName[loader]} but has no line in lazyBudgets (lazy-budgets.ts).`
			);
		}
	}
}
console.log('');
printTable([...lazyRows, ...sharedRows]);
console.log(
	'(KiB: min = minified, gzip = gzip -9; React and @wordpress/* are WordPress’s and not counted; ' +
		'a chunk loaded on first use counts with the lazily loaded code it shares, but for the shared lines at the end)'
);
if (failed) {
	console.error('\nsize-check: a budget is exceeded (tools/size-check/src/budgets.ts).');
	process.exit(1);
}
