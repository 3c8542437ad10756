// `npm run size -w @blockyard/size-check` (part of `npm test`): bundles each
// journey of budgets.ts from the built packages and fails when one passes its limit.
import { resolve } from 'node:path';

import { budgets } from './budgets';
import { measure } from './measure';

const root = resolve(import.meta.dirname, '../../..');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

let failed = false;
const rows: string[][] = [['journey', 'min', 'gzip', 'limit', '']];
for (const budget of budgets) {
	const measured = await measure(budget.source, root);
	const over = measured.gzipBytes > budget.limitKiB * 1024;
	failed ||= over;
	rows.push([
		budget.name,
		kib(measured.bytes),
		kib(measured.gzipBytes),
		String(budget.limitKiB),
		over ? 'OVER' : 'ok',
	]);
	if (over) {
		console.error(`\n${budget.name} is over its limit; its heaviest parts (minified KiB):`);
		for (const input of measured.heaviest) {
			console.error(`  ${kib(input.bytes).padStart(6)}  ${input.path}`);
		}
	}
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
for (const row of rows) {
	console.log(
		row
			.map((cell, column) =>
				column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
			)
			.join('  ')
	);
}
console.log('(KiB: min = minified, gzip = gzip -9; React and @wordpress/* are WordPress’s and not counted)');
if (failed) {
	console.error('\nsize-check: a budget is exceeded (tools/size-check/src/budgets.ts).');
	process.exit(1);
}
