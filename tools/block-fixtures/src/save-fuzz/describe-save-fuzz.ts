import {
	createBlock,
	getBlockType,
	getBlockTypes,
	getSaveContent,
	parse,
	serialize,
	type Block,
	type BlockType,
} from '@wordpress/blocks';
import { describe, expect, it, vi } from 'vitest';

import { describeValidationIssues, flattenBlocks, type ExpectedBlock } from '../blocks';
import { listFixtures, readFixture, toDirectory } from '../fixture-files';
import {
	CORE_HOSTILE_VALUES,
	HOSTILE_VALUES,
	WRONG_ITEM_SHAPES,
	WRONG_NESTED_SHAPES,
	randomHostileValues,
	wrongShapes,
	type HostileValue,
} from '../hostile-values';
import { checkSavedMarkup, type MarkupIssue, type SavedMarkupPolicy } from '../saved-markup-checks';

export interface SaveFuzzOptions {
	/** Registers the package's blocks. Called when the tests are collected. */
	readonly register: () => void;
	/**
	 * The package's fixtures folder (as for `describeBlockFixtures`): each block's parsed
	 * attributes there are templates for the shapes of its objects and arrays, and its inner
	 * blocks. Default: none (block.json's `default` and `example` only).
	 */
	readonly fixturesDir?: string | URL;
	/** The blocks to fuzz. Default: every block `register` adds to the registry. */
	readonly blockNames?: readonly string[];
	/**
	 * The hosts each block's `<iframe src>` or provider `<script src>` may come from, over https,
	 * by block name. Default: none, so a block saving a frame or a script fails.
	 */
	readonly sourceHosts?: Readonly<Record<string, readonly string[]>>;
	/**
	 * The hosts each block's media (`src`, `srcset`, `poster`) may come from, besides the site
	 * (a relative address), by block name. Blocks not named here are not held to hosts.
	 */
	readonly mediaHosts?: Readonly<Record<string, readonly string[]>>;
	/** Blocks whose contract has a background image: their styles may hold `url(https://…)`. */
	readonly backgroundImageBlocks?: readonly string[];
	/** The seed of the random values. Default: `BLOCKYARD_FUZZ_SEED`, else a fixed one. */
	readonly seed?: number;
	/** Random values per string that reaches the markup (the table's are all tried). Default 6. */
	readonly randomValues?: number;
}

/** The seed when neither the options nor `BLOCKYARD_FUZZ_SEED` give one. */
export const DEFAULT_FUZZ_SEED = 20_260_611;

/** Templates a block is fuzzed from: its defaults, its example, its fixtures. At most this many. */
const MAX_BASES = 8;

/** Where a string sits: the inner block it is in (indices, outermost first), then its attribute path. */
interface Target {
	readonly inner: readonly number[];
	readonly path: readonly (string | number)[];
}

/** A block as the fuzzer builds it: name, attributes, inner blocks. */
interface Template {
	readonly name: string;
	readonly attributes: Record<string, unknown>;
	readonly innerBlocks: readonly Template[];
	/** Where a block's own template comes from (`defaults`, `example`, a fixture's name). */
	readonly label?: string;
}

/** A fixture's block (inner blocks too), with the fixture it is in. */
interface FixtureBlock {
	readonly block: ExpectedBlock;
	readonly fixture: string;
}

/** One finding: what, where, with which value, and what the markup held. */
interface Finding {
	readonly kind: string;
	readonly where: string;
	readonly value: unknown;
	readonly emitted: string;
}

type Attributes = Readonly<Record<string, BlockAttribute>>;
interface BlockAttribute {
	readonly type?: unknown;
	readonly enum?: readonly unknown[];
	readonly source?: string;
	readonly default?: unknown;
	readonly role?: string;
	readonly __experimentalRole?: string;
}

/** Keys tried in every object a block declares: what a spread of it into an element's props would let through. */
const HOSTILE_KEYS: Readonly<Record<string, unknown>> = {
	onclick: 'alert(1)',
	onClick: 'alert(1)',
	href: 'javascript:alert(1)',
	src: 'https://evil.example/x.js',
	srcdoc: '<script>alert(1)</script>',
	formaction: 'javascript:alert(1)',
	style: 'background:url(//evil.example/s)',
	'data-url': 'javascript:alert(1)',
	'data-href': ' java\tscript:alert(1)',
	dangerouslySetInnerHTML: { __html: '<img src=x onerror=alert(1)>' },
};

/** A short, readable value for a message. */
function show(value: unknown): string {
	const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
	return text.length > 90 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
}

/** The seed of the run. */
function runSeed(options: SaveFuzzOptions): number {
	const fromEnv = Number(process.env.BLOCKYARD_FUZZ_SEED);
	return (
		options.seed ??
		(Number.isInteger(fromEnv) && process.env.BLOCKYARD_FUZZ_SEED ? fromEnv : DEFAULT_FUZZ_SEED)
	);
}

/** A seed of its own for each block (and purpose), from the run's. */
function blockSeed(seed: number, text: string): number {
	let hash = seed | 0;
	for (const char of text) {
		hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
	}
	return hash >>> 0;
}

/** Names `register()` adds to the registry. */
function registerAndCollect(register: () => void): string[] {
	const before = new Set(getBlockTypes().map((blockType) => blockType.name));
	register();
	return getBlockTypes()
		.map((blockType) => blockType.name)
		.filter((name) => !before.has(name));
}

const isLocal = (attribute: BlockAttribute): boolean =>
	attribute.role === 'local' || attribute.__experimentalRole === 'local';

const typesOf = (attribute: BlockAttribute): unknown[] =>
	Array.isArray(attribute.type) ? (attribute.type as unknown[]) : [attribute.type];

const isStringAttribute = (attribute: BlockAttribute): boolean =>
	!isLocal(attribute) &&
	attribute.enum === undefined &&
	(typesOf(attribute).includes('string') ||
		typesOf(attribute).includes('rich-text') ||
		(attribute.type === undefined && (attribute.source === 'html' || attribute.source === 'rich-text')));

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of plain objects and arrays (other objects, such as rich-text values, are shared). */
function copy<T>(value: T): T {
	if (Array.isArray(value)) {
		return value.map(copy) as T;
	}
	if (isRecord(value) && Object.getPrototypeOf(value) === Object.prototype) {
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item)])) as T;
	}
	return value;
}

/** `value` set at `path` in `root` (a copy), creating nothing on the way: the path must exist but for its last step. */
function setAt(root: Record<string, unknown>, path: readonly (string | number)[], value: unknown): void {
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
function withValue(template: Template, target: Target, value: unknown): Template {
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
function toBlock(template: Template): Block {
	return createBlock(
		template.name,
		copy(template.attributes),
		template.innerBlocks.filter((child) => getBlockType(child.name)).map((child) => toBlock(child))
	);
}

/** The block at `inner` in the template. */
function templateAt(template: Template, inner: readonly number[]): Template | undefined {
	let node: Template | undefined = template;
	for (const index of inner) {
		node = node?.innerBlocks[index];
	}
	return node;
}

/** Readable: `images[0].url`, `innerBlocks[0](blockyard/button).url`. */
function describeTarget(template: Template, target: Target): string {
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

/** Every string leaf under `value` (first item of each array), as paths from `prefix`. */
function stringLeaves(
	value: unknown,
	prefix: readonly (string | number)[],
	depth = 0
): (string | number)[][] {
	if (typeof value === 'string') {
		return [[...prefix]];
	}
	if (depth > 5) {
		return [];
	}
	if (Array.isArray(value)) {
		return value.length === 0 ? [] : stringLeaves(value[0], [...prefix, 0], depth + 1);
	}
	if (isRecord(value)) {
		return Object.entries(value).flatMap(([key, item]) =>
			stringLeaves(item, [...prefix, key], depth + 1)
		);
	}
	return [];
}

/** Every array of objects under `value`, as paths from `prefix`. */
function objectArrays(
	value: unknown,
	prefix: readonly (string | number)[],
	depth = 0
): (string | number)[][] {
	if (depth > 5) {
		return [];
	}
	if (Array.isArray(value)) {
		const here = value.length > 0 && isRecord(value[0]) ? [[...prefix]] : [];
		return [...here, ...(value.length === 0 ? [] : objectArrays(value[0], [...prefix, 0], depth + 1))];
	}
	if (isRecord(value)) {
		return Object.entries(value).flatMap(([key, item]) =>
			objectArrays(item, [...prefix, key], depth + 1)
		);
	}
	return [];
}

/** The strings of one block of a template (not its inner blocks) the fuzzer fills, by path. */
function blockTargets(template: Template, inner: readonly number[]): Target[] {
	const attributes = (getBlockType(template.name)?.attributes ?? {}) as Attributes;
	return Object.entries(attributes).flatMap(([name, attribute]) => {
		if (isLocal(attribute)) {
			return [];
		}
		if (isStringAttribute(attribute)) {
			return [{ inner, path: [name] }];
		}
		if (!typesOf(attribute).some((type) => type === 'object' || type === 'array' || type === undefined)) {
			return [];
		}
		return stringLeaves(template.attributes[name], [name]).map((path) => ({ inner, path }));
	});
}

/** Every string of the template and its inner blocks (two levels down). */
function allTargets(template: Template, skip: ReadonlySet<string>, inner: readonly number[] = []): Target[] {
	const node = templateAt(template, inner);
	if (!node || (inner.length > 0 && skip.has(node.name))) {
		return []; // An inner block fuzzed on its own (with its own fixtures) is not fuzzed again here.
	}
	return [
		...blockTargets(node, inner),
		...(inner.length >= 2
			? []
			: node.innerBlocks.flatMap((_child, index) => allTargets(template, skip, [...inner, index]))),
	];
}

/** The declared object attributes of the template's own block: each gets the hostile keys once. */
function objectAttributes(template: Template): string[] {
	const attributes = (getBlockType(template.name)?.attributes ?? {}) as Attributes;
	return Object.entries(attributes)
		.filter(([, attribute]) => !isLocal(attribute) && typesOf(attribute).includes('object'))
		.map(([name]) => name);
}

/** A block's templates: its defaults, its example, then its fixtures' blocks, distinct, at most {@link MAX_BASES}. */
function baseTemplates(name: string, fixtureBlocks: readonly FixtureBlock[]): Template[] {
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
function readFixtureBlocks(fixturesDir: string | URL | undefined): {
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

/** Where a probe shows: an address, a style, markup it made (`<b>`), anywhere else. */
type Place = 'url' | 'css' | 'markup' | 'other';

/** The saved markup's text and attributes that hold `zq<n>x` probes: each probe's places. */
function probeLandings(html: string): Map<number, Set<Place>> {
	const found = new Map<number, Set<Place>>();
	const note = (text: string, place: Place) => {
		for (const match of text.matchAll(/zq(\d+)x/g)) {
			const index = Number(match[1]);
			found.set(index, (found.get(index) ?? new Set()).add(place));
		}
	};
	const template = document.createElement('template');
	template.innerHTML = html;
	const walker = document.createTreeWalker(
		template.content,
		NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT
	);
	for (let node = walker.nextNode(); node; node = walker.nextNode()) {
		if (node instanceof Element) {
			if (node.localName === 'b' && /^zq\d+x$/.test(node.textContent ?? '')) {
				note(node.textContent ?? '', 'markup');
			}
			for (const { name, value } of node.attributes) {
				const urlish =
					/^(?:href|src|srcset|poster|action|formaction|data|xlink:href|cite|data-.*)$/i.test(name);
				note(value, name === 'style' ? 'css' : urlish ? 'url' : 'other');
			}
		} else {
			note(node.textContent ?? '', 'other');
		}
	}
	return found;
}

/** An error's first line and where it was thrown (the first frame outside node_modules), for a message. */
function errorLine(error: unknown): string {
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
function quietly<T>(work: () => T): T {
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
function report(name: string, seed: number, findings: readonly Finding[]): string {
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

interface BlockFuzzContext {
	readonly name: string;
	readonly seed: number;
	readonly options: SaveFuzzOptions;
	readonly fixtureBlocks: readonly FixtureBlock[];
	/** The blocks fuzzed on their own in this run: not fuzzed again as another's inner block. */
	readonly fuzzed: ReadonlySet<string>;
	readonly deprecatedAttributes: ReadonlyMap<string, Record<string, unknown>>;
}

/** What a check found, as a key: the same issue in a template's own markup is not the value's doing. */
const issueKey = (issue: { kind: string; element: string; attribute?: string; value: string }): string =>
	`${issue.kind}|${issue.element}|${issue.attribute ?? ''}|${issue.value}`;

/** The block's markup policy, from the options. */
function policyOf(context: BlockFuzzContext): SavedMarkupPolicy {
	const { name, options } = context;
	return {
		sourceHosts: options.sourceHosts?.[name] ?? [],
		...(options.mediaHosts?.[name] ? { mediaHosts: options.mediaHosts[name] } : {}),
		backgroundImage: options.backgroundImageBlocks?.includes(name) ?? false,
	};
}

/** A readable issue, for a message. */
const emittedOf = (issue: MarkupIssue): string =>
	`<${issue.element}${issue.attribute ? ` ${issue.attribute}=${show(issue.value)}` : `> ${issue.value.slice(0, 80)}`} (${issue.detail})`;

/**
 * Renders the template's block as saved markup and checks it; findings go to `findings`.
 * Issues the template's own markup has (`baseline`) are left out: they are reported once.
 */
function renderAndCheck(
	context: BlockFuzzContext,
	template: Template,
	where: string,
	value: HostileValue,
	baseline: ReadonlySet<string>,
	findings: Finding[]
): void {
	let html: string;
	try {
		html = serialize([toBlock(template)]);
	} catch (error) {
		findings.push({ kind: 'save-throws', where, value: value.value, emitted: errorLine(error) });
		return;
	}
	// Markup in an attribute the block saves as markup (rich text) is held to the same rules:
	// the block writes it through the saved-output policy's rich-text rule.
	for (const issue of checkSavedMarkup(html, policyOf(context))) {
		if (!baseline.has(issueKey(issue))) {
			findings.push({ kind: issue.kind, where, value: value.value, emitted: emittedOf(issue) });
		}
	}
	let parsed: Block[];
	try {
		parsed = parse(html, { __unstableSkipMigrationLogs: true });
	} catch (error) {
		findings.push({ kind: 'parse-throws', where, value: value.value, emitted: errorLine(error) });
		return;
	}
	const invalid = flattenBlocks(parsed).find((block) => !block.isValid);
	if (parsed.length !== 1 || parsed[0]?.name !== template.name) {
		findings.push({
			kind: 'parse-back',
			where,
			value: value.value,
			emitted: `parses back as ${parsed.map((block) => block.name).join(', ') || 'nothing'}`,
		});
	} else if (invalid) {
		const issues = describeValidationIssues(invalid)
			.split('\n')
			.slice(0, 3)
			.join(' ')
			.replace(/\s+/g, ' ');
		findings.push({
			kind: 'parse-back',
			where,
			value: value.value,
			emitted: issues.length > 300 ? `${issues.slice(0, 297)}…` : issues,
		});
	}
}

/** The probes: an address, a word, and markup (`<b>`), each with the path's number in it. */
const PROBES: readonly ((index: number) => string)[] = [
	(index) => `https://probe.invalid/zq${index}x`,
	(index) => `zq${index}x`,
	(index) => `<b>zq${index}x</b>`,
];

/** The hostile-strings run of one block: every string of every template, each value it should get. */
function fuzzStrings(context: BlockFuzzContext): {
	findings: Finding[];
	renders: number;
	reached: string[];
	unreached: string[];
	html: string[];
} {
	const { name, options, seed } = context;
	const templates = baseTemplates(name, context.fixtureBlocks);
	const findings: Finding[] = [];
	let renders = 0;

	// Each template's own markup: what it already has is reported once, not with every value.
	const baselines = new Map<Template, Set<string>>();
	for (const template of templates) {
		const known = new Set<string>();
		baselines.set(template, known);
		let html: string;
		try {
			html = serialize([toBlock(template)]);
		} catch (error) {
			findings.push({
				kind: 'save-throws',
				where: `(${template.label} as it is)`,
				value: '',
				emitted: errorLine(error),
			});
			continue;
		}
		renders++;
		for (const issue of checkSavedMarkup(html, policyOf(context))) {
			known.add(issueKey(issue));
			findings.push({
				kind: issue.kind,
				where: `(${template.label} as it is)`,
				value: '',
				emitted: emittedOf(issue),
			});
		}
	}

	// Each string path (an inner block's by its name, not its place), with where it is in each template.
	const paths = new Map<string, Map<Template, Target>>();
	for (const template of templates) {
		for (const target of allTargets(template, context.fuzzed)) {
			const key = describeTarget(template, target).replace(/innerBlocks\[\d+\]/g, 'innerBlocks[*]');
			const entry = paths.get(key) ?? new Map<Template, Target>();
			if (!entry.has(template)) {
				entry.set(template, target);
			}
			paths.set(key, entry);
		}
	}
	const keys = [...paths.keys()];

	// Probes: where each path's string shows in the markup, per template, and whether markup in
	// it is saved as markup (a path no probe reaches gets the table's core values only).
	const reach = new Map<string, { templates: Template[]; places: Set<string> }>();
	const htmlPaths = new Set<string>();
	for (const template of templates) {
		for (const probe of PROBES) {
			let probed = template;
			keys.forEach((key, index) => {
				const target = paths.get(key)?.get(template);
				if (target) {
					probed = withValue(probed, target, probe(index));
				}
			});
			let html: string;
			try {
				html = serialize([toBlock(probed)]);
			} catch {
				continue;
			}
			renders++;
			for (const [index, places] of probeLandings(html)) {
				const key = keys[index];
				if (key === undefined) {
					continue;
				}
				const known = reach.get(key) ?? { templates: [], places: new Set<string>() };
				if (!known.templates.includes(template)) {
					known.templates.push(template);
				}
				places.forEach((place) => known.places.add(place));
				reach.set(key, known);
				if (places.has('markup')) {
					htmlPaths.add(key);
				}
			}
		}
	}

	// A path no probe reached with every string probed at once may have been hidden by another
	// (a track's `kind` the block refuses hides its `src`): probed alone, in up to three templates.
	keys.forEach((key, index) => {
		const entry = paths.get(key);
		if (reach.has(key) || !entry) {
			return;
		}
		for (const [template, target] of [...entry].slice(0, 3)) {
			for (const probe of PROBES) {
				let html: string;
				try {
					html = serialize([toBlock(withValue(template, target, probe(index)))]);
				} catch {
					continue;
				}
				renders++;
				const places = probeLandings(html).get(index);
				if (places) {
					const known = reach.get(key) ?? { templates: [], places: new Set<string>() };
					if (!known.templates.includes(template)) {
						known.templates.push(template);
					}
					places.forEach((place) => known.places.add(place));
					reach.set(key, known);
					if (places.has('markup')) {
						htmlPaths.add(key);
					}
				}
			}
		}
	});

	// Whether markup in a reached string is saved as markup, probed alone (another string, such
	// as a GIF's address, may hide it when all are probed at once).
	keys.forEach((key, index) => {
		const known = reach.get(key);
		const template = known?.templates[0];
		const target = template && paths.get(key)?.get(template);
		if (!known || !template || !target || htmlPaths.has(key) || !known.places.has('other')) {
			return;
		}
		try {
			renders++;
			if (
				probeLandings(serialize([toBlock(withValue(template, target, `<b>zq${index}x</b>`))]))
					.get(index)
					?.has('markup')
			) {
				htmlPaths.add(key);
			}
		} catch {
			// A throw shows with the hostile values.
		}
	});

	const random = options.randomValues ?? 6;
	keys.forEach((key, index) => {
		const entry = paths.get(key);
		const first = entry ? [...entry.keys()][0] : undefined;
		if (!entry || !first) {
			return;
		}
		const reached = reach.get(key);
		const pathSeed = blockSeed(seed, `${name}|${key}`);
		const innerPath = key.startsWith('innerBlocks');
		const values: HostileValue[] = !reached
			? [
					...CORE_HOSTILE_VALUES.slice(0, innerPath ? 6 : undefined),
					...randomHostileValues(pathSeed, 2),
				]
			: innerPath
				? [...CORE_HOSTILE_VALUES, ...randomHostileValues(pathSeed, 2)]
				: [
						...HOSTILE_VALUES.filter(
							(value) =>
								value.kind === 'html' ||
								value.kind === 'misc' ||
								(value.kind === 'url' && reached.places.has('url')) ||
								(value.kind === 'css' && reached.places.has('css'))
						),
						...CORE_HOSTILE_VALUES,
						...randomHostileValues(pathSeed, random),
					];
		const distinct = [...new Map(values.map((value) => [value.value, value])).values()];
		const using = reached?.templates ?? [first];
		distinct.forEach((value, at) => {
			const template = using[(at + index) % using.length] ?? first;
			const target = entry.get(template);
			if (!target) {
				return;
			}
			renders++;
			renderAndCheck(
				context,
				withValue(template, target, value.value),
				key,
				value,
				baselines.get(template) ?? new Set(),
				findings
			);
		});
	});

	// Hostile keys in each object the block declares.
	for (const template of templates.slice(0, 2)) {
		for (const attribute of objectAttributes(template)) {
			const current = template.attributes[attribute];
			const value = { ...(isRecord(current) ? current : {}), ...HOSTILE_KEYS };
			renders++;
			renderAndCheck(
				context,
				withValue(template, { inner: [], path: [attribute] }, value),
				`${attribute}{hostile keys}`,
				{ kind: 'misc', value: JSON.stringify(HOSTILE_KEYS) },
				baselines.get(template) ?? new Set(),
				findings
			);
		}
	}
	return {
		findings,
		renders,
		reached: keys.filter((key) => reach.has(key)),
		unreached: keys.filter((key) => !reach.has(key)),
		html: [...htmlPaths],
	};
}

/** The wrong-shape run of one block: its save and each deprecation's, for every attribute. */
function fuzzShapes(context: BlockFuzzContext): { findings: Finding[]; renders: number } {
	const { name } = context;
	const blockType = getBlockType(name);
	const findings: Finding[] = [];
	let renders = 0;
	if (!blockType) {
		return { findings, renders };
	}
	const defaultsOf = (attributes: Attributes): Record<string, unknown> =>
		Object.fromEntries(
			Object.entries(attributes)
				.filter(([, attribute]) => attribute.default !== undefined)
				.map(([key, attribute]) => [key, copy(attribute.default)])
		);
	const templates = baseTemplates(name, context.fixtureBlocks);
	// The richest fixture (the most text in it), besides the defaults.
	const richest = [...templates].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];

	interface Variant {
		readonly label: string;
		readonly type: BlockType;
		readonly attributes: Attributes;
		readonly bases: readonly Record<string, unknown>[];
		readonly innerBlocks: readonly Template[];
	}
	const current = (blockType.attributes ?? {}) as Attributes;
	const variants: Variant[] = [
		{
			label: 'save',
			type: blockType,
			attributes: current,
			bases: [defaultsOf(current), { ...defaultsOf(current), ...(richest?.attributes ?? {}) }],
			innerBlocks: richest?.innerBlocks ?? [],
		},
	];
	const deprecations = (blockType.deprecated ?? []) as readonly Partial<BlockType>[];
	deprecations.forEach((deprecation, index) => {
		const version = deprecations.length - index;
		const attributes = (deprecation.attributes ?? current) as Attributes;
		const fixture = context.deprecatedAttributes.get(`${name}@${version}`) ?? {};
		variants.push({
			label: `deprecated[${index}] (v${version}) save`,
			type: {
				...blockType,
				...deprecation,
				attributes,
				save: deprecation.save ?? blockType.save,
			} as BlockType,
			attributes,
			bases: [defaultsOf(attributes), { ...defaultsOf(attributes), ...fixture }],
			innerBlocks: [],
		});
	});

	for (const variant of variants) {
		let innerBlocks: Block[] = [];
		try {
			innerBlocks = variant.innerBlocks.map((child) => toBlock(child));
		} catch {
			innerBlocks = [];
		}
		const tries: { where: string; attributes: Record<string, unknown>; value: unknown }[] = [];
		variant.bases.forEach((base, baseIndex) => {
			for (const [attribute, declared] of Object.entries(variant.attributes)) {
				if (isLocal(declared)) {
					continue;
				}
				const shapes =
					baseIndex === 0 ? wrongShapes(declared.type) : wrongShapes(declared.type).slice(0, 4);
				for (const shape of shapes) {
					const attributes = copy(base);
					attributes[attribute] = shape;
					tries.push({ where: attribute, attributes, value: shape });
				}
			}
			for (const path of stringLeaves(base, []).filter((leaf) => leaf.length > 1)) {
				for (const shape of WRONG_NESTED_SHAPES) {
					const attributes = copy(base);
					setAt(attributes, path, shape);
					tries.push({
						where: describeTarget({ name, attributes: {}, innerBlocks: [] }, { inner: [], path }),
						attributes,
						value: shape,
					});
				}
			}
			for (const path of objectArrays(base, [])) {
				for (const shape of WRONG_ITEM_SHAPES) {
					const attributes = copy(base);
					setAt(attributes, [...path, 0], shape);
					tries.push({
						where: `${describeTarget({ name, attributes: {}, innerBlocks: [] }, { inner: [], path })}[0]`,
						attributes,
						value: shape,
					});
				}
			}
		});
		for (const attempt of tries) {
			renders++;
			try {
				getSaveContent(variant.type, attempt.attributes, innerBlocks);
			} catch (error) {
				findings.push({
					kind: `${variant.label} throws`,
					where: attempt.where,
					value: attempt.value,
					emitted: errorLine(error),
				});
			}
		}
	}
	return { findings, renders };
}

/**
 * Declares the save fuzz of a block package as vitest tests: for every block `register` adds,
 * (1) every string attribute, and every string inside the objects and arrays of its defaults,
 * example and fixtures (inner blocks' too), gets the hostile table of `hostile-values.ts` and
 * seeded random values; the saved markup (`serialize`) must pass `checkSavedMarkup` (no script
 * address, handler, `srcdoc`, script, loading style, frame or media off the block's hosts) and
 * parse back as a valid block; (2) `save` and each deprecation's `save` must not throw for
 * attributes of the wrong shape. Run it in jsdom (`// @vitest-environment jsdom`).
 *
 * @example
 * // packages/media/test/save-fuzz.test.ts
 * describeSaveFuzz({ register: registerMediaBlocks, fixturesDir: join(import.meta.dirname, 'fixtures') });
 */
export function describeSaveFuzz(options: SaveFuzzOptions): void {
	const seed = runSeed(options);
	describe(`save fuzz (seed ${seed})`, () => {
		const added = registerAndCollect(options.register);
		const names = options.blockNames ?? added;
		const { blocks: fixtureBlocks, deprecated } = readFixtureBlocks(options.fixturesDir);

		it('has blocks to fuzz', () => {
			expect(names.length, 'register() added no block type; pass blockNames').toBeGreaterThan(0);
		});

		for (const name of names) {
			const context: BlockFuzzContext = {
				name,
				seed,
				options,
				fixtureBlocks,
				fuzzed: new Set(names),
				deprecatedAttributes: deprecated,
			};
			it(`${name} saves no hostile markup for hostile strings, and parses back valid`, () => {
				expect(getBlockType(name), `${name} is not registered`).toBeTruthy();
				const { findings, renders, reached, unreached, html } = quietly(() => fuzzStrings(context));
				if (process.env.BLOCKYARD_FUZZ_VERBOSE === '1') {
					console.info(
						`${name}: ${renders} renders; strings reaching the markup: ${reached.join(', ') || 'none'}; saved as markup (rich text): ${html.join(', ') || 'none'}; not reaching it: ${unreached.join(', ') || 'none'}`
					);
				}
				expect(findings.length, report(name, seed, findings)).toBe(0);
			}, 180_000);
			it(`${name}'s save and deprecations' saves take attributes of the wrong shape`, () => {
				expect(getBlockType(name), `${name} is not registered`).toBeTruthy();
				const { findings, renders } = quietly(() => fuzzShapes(context));
				if (process.env.BLOCKYARD_FUZZ_VERBOSE === '1') {
					console.info(`${name}: ${renders} wrong-shape renders`);
				}
				expect(findings.length, report(name, seed, findings)).toBe(0);
			}, 120_000);
		}
	});
}
