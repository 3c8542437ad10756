// What the save fuzzer finds and how a failing test says so: one finding per value, reported one
// line per path and kind; errors and markup issues made readable; the console kept quiet meanwhile.
import { vi } from 'vitest';

import type { MarkupIssue } from '../saved-markup-checks';

/** One finding: what, where, with which value, and what the markup held. */
export interface Finding {
	readonly kind: string;
	readonly where: string;
	readonly value: unknown;
	readonly emitted: string;
}

/** A short, readable value for a message. */
function show(value: unknown): string {
	const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
	return text.length > 90 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}

/** An error's first line and where it was thrown (the first frame outside node_modules), for a message. */
export function errorLine(error: unknown): string {
	const first =
		(error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0] ?? '';
	const frame =
		error instanceof Error
			? error.stack
					?.split('\n')
					.slice(1)
					.find(
						(line) =>
							line.includes(' at ') &&
							!line.includes('node_modules') &&
							!line.includes('block-fixtures/src')
					)
					?.trim()
					.replace(/^at /, '')
			: undefined;
	return frame
		? `${first} (at ${frame.replace(/\(?\/\S*?\/((?:packages|tools)\/[^)]*)\)?$/, '$1')})`
		: first;
}

/** Runs `work` with React's and WordPress's console noise silenced (hostile values make a lot). */
export function quietly<T>(work: () => T): T {
	const spies = (['error', 'warn', 'info', 'log'] as const).map((level) =>
		vi.spyOn(console, level).mockImplementation(() => undefined)
	);
	try {
		return work();
	} finally {
		for (const spy of spies) {
			spy.mockRestore();
		}
	}
}

/** Findings, one line per block path and kind (the first value that showed it, and how many more). */
export function report(name: string, seed: number, findings: readonly Finding[]): string {
	const byKey = new Map<string, { first: Finding; more: number }>();
	for (const finding of findings) {
		const key = `${finding.kind}|${finding.where}`;
		const known = byKey.get(key);
		if (known) {
			known.more++;
		} else {
			byKey.set(key, { first: finding, more: 0 });
		}
	}
	const lines = [...byKey.values()].map(
		({ first, more }) =>
			`  - [${first.kind}] ${name} ${first.where} = ${show(first.value)} → ${first.emitted}${more > 0 ? ` (+${more} more values)` : ''}`
	);
	return [
		`${name}: ${byKey.size} finding(s), seed ${seed} (BLOCKYARD_FUZZ_SEED=${seed} reproduces them):`,
		...lines,
	].join('\n');
}

/** What a check found, as a key: the same issue in a template's own markup is not the value's doing. */
export const issueKey = (issue: {
	kind: string;
	element: string;
	attribute?: string;
	value: string;
}): string => `${issue.kind}|${issue.element}|${issue.attribute ?? ''}|${issue.value}`;

/** A readable issue, for a message. */
export const emittedOf = (issue: MarkupIssue): string =>
	`<${issue.element}${issue.attribute ? ` ${issue.attribute}=${show(issue.value)}` : `> ${issue.value.slice(0, 80)}`} (${issue.detail})`;
