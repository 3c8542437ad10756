// The blocks the save fuzzer builds: a block's templates (its defaults, its block.json `example`,
// its fixtures' blocks, read here), the place of one string in a template (a target: inner block,
// then attribute path), and a template's copy with a value set at a target.
import { createBlock, getBlockType, type Block } from '@wordpress/blocks';

import type { ExpectedBlock } from '../blocks';
import { listFixtures, readFixture, toDirectory } from '../fixture-files';

/** Templates a block is fuzzed from: its defaults, its example, its fixtures. At most this many. */
const MAX_BASES = 8;

/** Where a string sits: the inner block it is in (indices, outermost first), then its attribute path. */
export interface Target {
	readonly inner: readonly number[];
	readonly path: readonly (string | number)[];
}

/** A block as the fuzzer builds it: name, attributes, inner blocks. */
export interface Template {
	readonly name: string;
	readonly attributes: Record<string, unknown>;
	readonly innerBlocks: readonly Template[];
	/** Where a block's own template comes from (`defaults`, `example`, a fixture's name). */
	readonly label?: string;
}

/** A fixture's block (inner blocks too), with the fixture it is in. */
export interface FixtureBlock {
	readonly block: ExpectedBlock;
	readonly fixture: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of plain objects and arrays (other objects, such as rich-text values, are shared). */
export function copy<T>(value: T): T {
	if (Array.isArray(value)) {
		return value.map(copy) as T;
	}
	if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)])) as T;
	}
	return value;
}

/** `value` set at `path` in `root` (a copy), creating nothing on the way: the path must exist but for its last step. */
export function setAt(
	root: Record<string, unknown>,
	path: readonly (string | number)[],
	value: unknown
): void {
	let node: unknown = root;
	for (const step of path.slice(0, -1)) {
		node = (node as Record<string | number, unknown>)[step];
	}
	const last = path[path.length - 1];
	if (last !== undefined && typeof node === 'object' && node !== null) {
		(node as Record<string | number, unknown>)[last] = value;
	}
}

/** The template with `value` at `target`. */
export function withValue(template: Template, target: Target, value: unknown): Template {
	const [index, ...rest] = target.inner;
	if (index !== undefined) {
		return {
			...template,
			innerBlocks: template.innerBlocks.map((child, at) =>
				at === index ? withValue(child, { inner: rest, path: target.path }, value) : child
			),
		};
	}
	const attributes = copy(template.attributes);
	setAt(attributes, target.path, value);
	return { ...template, attributes };
}

/**
 * The template's block, its inner blocks made too (but those of a type not registered here, such
 * as an example's `core/paragraph`: a test registers no core block).
 */
export function toBlock(template: Template): Block {
	return createBlock(
		template.name,
		copy(template.attributes),
		template.innerBlocks.filter((child) => getBlockType(child.name)).map((child) => toBlock(child))
	);
}

/** The block at `inner` in the template. */
export function templateAt(template: Template, inner: readonly number[]): Template | undefined {
	let node: Template | undefined = template;
	for (const index of inner) {
		node = node?.innerBlocks[index];
	}
	return node;
}

/** Readable: `images[0].url`, `innerBlocks[0](blockyard/button).url`. */
export function describeTarget(template: Template, target: Target): string {
	const parts: string[] = [];
	let node: Template | undefined = template;
	for (const index of target.inner) {
		node = node?.innerBlocks[index];
		parts.push(`innerBlocks[${index}](${node?.name ?? '?'})`);
	}
	const path = target.path
		.map((step, at) => (typeof step === 'number' ? `[${step}]` : at === 0 ? step : `.${step}`))
		.join('');
	return [...parts, path].join('.');
}

/** A block's templates: its defaults, its example, then its fixtures' blocks, distinct, at most {@link MAX_BASES}. */
export function baseTemplates(name: string, fixtureBlocks: readonly FixtureBlock[]): Template[] {
	const blockType = getBlockType(name);
	const fromExpected = (block: ExpectedBlock): Template => ({
		name: block.name,
		attributes: block.attributes,
		innerBlocks: block.innerBlocks.map(fromExpected),
	});
	interface Example {
		readonly attributes?: Record<string, unknown>;
		readonly innerBlocks?: readonly { name: string; attributes?: Record<string, unknown> }[];
	}
	const example = blockType?.example as Example | undefined;
	const candidates: Template[] = [
		{ name, attributes: {}, innerBlocks: [], label: 'defaults' },
		...(example?.attributes
			? [
					{
						name,
						label: 'block.json example',
						attributes: example.attributes,
						innerBlocks: (example.innerBlocks ?? []).map((child) => ({
							name: child.name,
							attributes: child.attributes ?? {},
							innerBlocks: [],
						})),
					},
				]
			: []),
		...fixtureBlocks
			.filter(({ block }) => block.name === name)
			.map(({ block, fixture }) => ({ ...fromExpected(block), label: `fixture ${fixture}` })),
	];
	const seen = new Set<string>();
	return candidates
		.filter((template) => {
			const key = JSON.stringify({ ...template, label: undefined });
			const fresh = !seen.has(key);
			seen.add(key);
			return fresh;
		})
		.slice(0, MAX_BASES);
}

/** The fixtures' blocks (inner blocks too) and the raw attributes of each deprecation's fixture, by version. */
export function readFixtureBlocks(fixturesDir: string | URL | undefined): {
	blocks: FixtureBlock[];
	deprecated: Map<string, Record<string, unknown>>;
} {
	const blocks: FixtureBlock[] = [];
	const deprecated = new Map<string, Record<string, unknown>>();
	if (fixturesDir === undefined) {
		return { blocks, deprecated };
	}
	const dir = toDirectory(fixturesDir);
	const flatten = (list: readonly ExpectedBlock[]): ExpectedBlock[] =>
		list.flatMap((block) => [block, ...flatten(block.innerBlocks)]);
	for (const fixture of listFixtures(dir)) {
		const json = readFixture(dir, fixture, 'json');
		if (json !== null) {
			blocks.push(
				...flatten(JSON.parse(json) as ExpectedBlock[]).map((block) => ({
					block,
					fixture: fixture.base,
				}))
			);
		}
		const version = /^deprecated-v(\d+)(?:-|$)/.exec(fixture.caseName)?.[1];
		const raw = version === undefined ? null : readFixture(dir, fixture, 'parsed.json');
		if (raw !== null && !deprecated.has(`${fixture.blockName}@${version}`)) {
			const first = (JSON.parse(raw) as { blockName?: string; attrs?: Record<string, unknown> }[]).find(
				(block) => block.blockName === fixture.blockName
			);
			deprecated.set(`${fixture.blockName}@${version}`, first?.attrs ?? {});
		}
	}
	return { blocks, deprecated };
}
