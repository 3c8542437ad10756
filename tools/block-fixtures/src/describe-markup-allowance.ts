import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/** A package's `kses.json`: the attributes WordPress should let an author keep, by tag. */
export type MarkupAllowance = Readonly<Record<string, readonly string[]>>;

export interface MarkupAllowanceOptions {
	/** The package's fixtures folder, an absolute path (`join(import.meta.dirname, 'fixtures')`). */
	readonly fixturesDir: string;
	/** The package's `kses.json`. */
	readonly allowance: MarkupAllowance;
	/**
	 * The package's blocks save frames (`<iframe>`): the allowance may list `iframe`, always with
	 * `sandbox`, and its `src`. Default: no frame at all.
	 */
	readonly frames?: boolean;
}

/** What WordPress allows on a table's cells, `td` and `th` alike. */
const TABLE_CELL = [
	'abbr',
	'align',
	'axis',
	'bgcolor',
	'char',
	'charoff',
	'colspan',
	'headers',
	'height',
	'nowrap',
	'rowspan',
	'scope',
	'valign',
	'width',
];

/**
 * What WordPress's `post` context already allows an author on the tags the blocks save
 * (wp-includes/kses.php: `$allowedposttags`; a tag the blocks start saving is added here, after
 * checking that list). `form` is there only once `input` or `select` is allowed: see
 * {@link wordpressAllows}.
 */
const WORDPRESS_ALLOWS: MarkupAllowance = {
	a: ['href', 'rel', 'rev', 'name', 'target', 'download'],
	blockquote: ['cite'],
	button: ['disabled', 'name', 'type', 'value'],
	code: [],
	dd: [],
	div: ['align'],
	dl: [],
	dt: [],
	em: [],
	figcaption: ['align'],
	fieldset: [],
	figure: ['align'],
	h1: ['align'],
	h2: ['align'],
	h3: ['align'],
	h4: ['align'],
	img: [
		'alt',
		'align',
		'border',
		'height',
		'hspace',
		'loading',
		'longdesc',
		'vspace',
		'src',
		'usemap',
		'width',
	],
	label: ['for'],
	legend: ['align'],
	li: ['align', 'value'],
	ol: ['start', 'type', 'reversed'],
	p: ['align'],
	pre: ['width'],
	span: ['align'],
	strong: [],
	table: ['align', 'bgcolor', 'border', 'cellpadding', 'cellspacing', 'rules', 'summary', 'width'],
	tbody: ['align', 'char', 'charoff', 'valign'],
	td: TABLE_CELL,
	th: TABLE_CELL,
	thead: ['align', 'char', 'charoff', 'valign'],
	tr: ['align', 'bgcolor', 'char', 'charoff', 'valign'],
	track: ['default', 'kind', 'label', 'src', 'srclang'],
	ul: ['type'],
	video: [
		'autoplay',
		'controls',
		'height',
		'loop',
		'muted',
		'playsinline',
		'poster',
		'preload',
		'src',
		'width',
	],
};

/** WordPress adds `form` to the `post` context when a plugin allows `input` or `select`. */
const WORDPRESS_FORM = ['action', 'accept', 'accept-charset', 'enctype', 'method', 'name', 'target'];

/** The attributes WordPress adds to every tag of its `post` context (besides `aria-*`, `data-*`). */
const WORDPRESS_GLOBAL_ATTRIBUTES = ['class', 'id', 'style', 'title', 'role', 'dir', 'lang', 'hidden'];

/** WordPress's own allowance for a package whose `kses.json` is `allowance`. */
function wordpressAllows(allowance: MarkupAllowance): MarkupAllowance {
	return 'input' in allowance || 'select' in allowance
		? { ...WORDPRESS_ALLOWS, form: WORDPRESS_FORM }
		: WORDPRESS_ALLOWS;
}

/** Every tag of the fixtures' saved markup, with the attributes it carries. */
export function savedTagsAndAttributes(fixturesDir: string): Map<string, Set<string>> {
	const found = new Map<string, Set<string>>();
	for (const file of readdirSync(fixturesDir).filter((name) => name.endsWith('.html'))) {
		const template = document.createElement('template');
		template.innerHTML = readFileSync(join(fixturesDir, file), 'utf8');
		for (const element of template.content.querySelectorAll('*')) {
			const tag = element.localName;
			const attributes = found.get(tag) ?? new Set<string>();
			for (const { name } of element.attributes) {
				attributes.add(name);
			}
			found.set(tag, attributes);
		}
	}
	return found;
}

/** Tags no allowance may list: they run code or load another page. */
const RISKY_TAGS = ['script', 'style', 'object', 'embed', 'iframe'];
/** Attributes no allowance may list: an address to send a form to, a frame's own document, a source. */
const RISKY_ATTRIBUTES = ['action', 'formaction', 'srcdoc', 'src'];

/** The risky entries of `allowance`, as `tag` or `tag[attribute]`. */
function riskyEntries(allowance: MarkupAllowance, frames: boolean): string[] {
	return Object.entries(allowance).flatMap(([tag, attributes]) => {
		const frame = frames && tag === 'iframe';
		if (RISKY_TAGS.includes(tag) && !frame) {
			return [tag];
		}
		return attributes
			.filter(
				(name) =>
					name.startsWith('on') || (RISKY_ATTRIBUTES.includes(name) && !(frame && name === 'src'))
			)
			.map((name) => `${tag}[${name}]`);
	});
}

/**
 * Tests a package's `kses.json` (what a WordPress plugin lets through its content filter for
 * users without `unfiltered_html`, so that what the blocks save survives an author's save) against
 * the markup the package's fixtures save: it covers every tag and attribute they save beyond what
 * WordPress already lets an author keep, lists nothing they do not save, and lets through no
 * script, style, object, event handler, form address or source (frames only with `frames`, and
 * then only sandboxed). The fixtures are parsed with the test's `document`.
 *
 * @example
 * describeMarkupAllowance({ fixturesDir: join(import.meta.dirname, 'fixtures'), allowance });
 */
export function describeMarkupAllowance({
	fixturesDir,
	allowance,
	frames = false,
}: MarkupAllowanceOptions): void {
	const wordpress = wordpressAllows(allowance);
	const allowed = (tag: string, attribute: string): boolean =>
		(tag in wordpress &&
			(WORDPRESS_GLOBAL_ATTRIBUTES.includes(attribute) ||
				attribute.startsWith('aria-') ||
				attribute.startsWith('data-') ||
				(wordpress[tag]?.includes(attribute) ?? false))) ||
		(allowance[tag]?.includes(attribute) ?? false);

	describe('kses.json', () => {
		it('lets through every tag and attribute the blocks save', () => {
			const saved = savedTagsAndAttributes(fixturesDir);
			expect(saved.size).toBeGreaterThan(0);
			const missing = [...saved].flatMap(([tag, attributes]) =>
				tag in wordpress || tag in allowance
					? [...attributes]
							.filter((attribute) => !allowed(tag, attribute))
							.map((name) => `${tag}[${name}]`)
					: [tag]
			);
			expect(missing).toEqual([]);
		});

		it('allows nothing the blocks do not save', () => {
			const saved = savedTagsAndAttributes(fixturesDir);
			const unused = Object.entries(allowance).flatMap(([tag, attributes]) =>
				attributes
					.filter((attribute) => !saved.get(tag)?.has(attribute))
					.map((name) => `${tag}[${name}]`)
			);
			expect(unused).toEqual([]);
		});

		it(
			frames
				? "lets through no script, style, event handler, form address or source but a frame's, and frames only with their sandbox"
				: 'lets through no script, style, frame, event handler, form address or source',
			() => {
				expect(riskyEntries(allowance, frames)).toEqual([]);
				if (frames) {
					expect(allowance.iframe).toContain('sandbox');
				}
			}
		);
	});
}
