// A package's kses.json: the tags and attributes its blocks save beyond what WordPress's
// content filter (kses) lets a user without `unfiltered_html` keep, as `{ tag: [attribute] }`.
// The plugin merges every package's into build/kses.json, which includes/kses.php adds to the
// `post` context; a plugin author who installs one package adds its kses.json the same way.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Tags and the attributes allowed on each. */
export type MarkupAllowance = Readonly<Record<string, readonly string[]>>;

const TAG = /^[a-z][a-z0-9-]*$/u;
const ATTRIBUTE = /^[a-z][a-z0-9:-]*$/u;

/** A kses.json's contents, checked: tag names to lists of attribute names, lower case. */
export function parseAllowance(text: string, source: string): MarkupAllowance {
	const value: unknown = JSON.parse(text);
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		throw new Error(`${source}: expected an object of tag names, each with a list of attributes.`);
	}
	const allowance: Record<string, readonly string[]> = {};
	for (const [tag, attributes] of Object.entries(value)) {
		if (!TAG.test(tag)) {
			throw new Error(`${source}: "${tag}" is not a tag name.`);
		}
		if (
			!Array.isArray(attributes) ||
			!attributes.every((name) => typeof name === 'string' && ATTRIBUTE.test(name))
		) {
			throw new Error(`${source}: ${tag} must list attribute names (lower case).`);
		}
		allowance[tag] = attributes as string[];
	}
	return allowance;
}

/** The package's kses.json, or nothing allowed when it has none. */
export function readAllowance(packageDir: string): MarkupAllowance {
	const file = join(packageDir, 'kses.json');
	return existsSync(file) ? parseAllowance(readFileSync(file, 'utf8'), file) : {};
}

/** Several allowances as one: each tag with every attribute any of them allows, once, sorted. */
export function mergeAllowances(allowances: readonly MarkupAllowance[]): MarkupAllowance {
	const merged = new Map<string, Set<string>>();
	for (const allowance of allowances) {
		for (const [tag, attributes] of Object.entries(allowance)) {
			const names = merged.get(tag) ?? new Set<string>();
			for (const name of attributes) {
				names.add(name);
			}
			merged.set(tag, names);
		}
	}
	return Object.fromEntries(
		[...merged].sort(([a], [b]) => a.localeCompare(b)).map(([tag, names]) => [tag, [...names].sort()])
	);
}
