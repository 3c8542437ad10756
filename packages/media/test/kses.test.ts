// @vitest-environment jsdom
//
// kses.json is what a WordPress plugin lets through its content filter for users without
// `unfiltered_html` (authors, contributors), so that what these blocks save survives their
// save unchanged. It must cover every tag and attribute the blocks save beyond what
// WordPress already lets such a user keep, and nothing more.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import allowance from '../kses.json' with { type: 'json' };

const fixturesDir = join(import.meta.dirname, 'fixtures');

/**
 * What WordPress's `post` context already allows an author on the tags these blocks save
 * (wp-includes/kses.php: `$allowedposttags` and the global attributes it adds to each).
 */
const WORDPRESS_ALLOWS: Readonly<Record<string, readonly string[]>> = {
	div: [],
	a: ['href', 'rel', 'rev', 'name', 'target', 'download'],
	ul: ['type'],
	li: ['align', 'value'],
	figure: ['align'],
	figcaption: ['align'],
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
	track: ['default', 'kind', 'label', 'src', 'srclang'],
	em: [],
};
const WORDPRESS_GLOBAL_ATTRIBUTES = ['class', 'id', 'style', 'title', 'role', 'dir', 'lang', 'hidden'];

/** Every tag of the fixtures' saved markup, with the attributes it carries. */
function savedTagsAndAttributes(): Map<string, Set<string>> {
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

const listed = allowance as Record<string, string[]>;

const allowed = (tag: string, attribute: string): boolean =>
	(tag in WORDPRESS_ALLOWS &&
		(WORDPRESS_GLOBAL_ATTRIBUTES.includes(attribute) ||
			attribute.startsWith('aria-') ||
			attribute.startsWith('data-') ||
			(WORDPRESS_ALLOWS[tag]?.includes(attribute) ?? false))) ||
	(listed[tag]?.includes(attribute) ?? false);

describe('kses.json', () => {
	it('lets through every tag and attribute the blocks save', () => {
		const saved = savedTagsAndAttributes();
		expect(saved.size).toBeGreaterThan(0);
		const missing = [...saved].flatMap(([tag, attributes]) =>
			tag in WORDPRESS_ALLOWS || tag in listed
				? [...attributes]
						.filter((attribute) => !allowed(tag, attribute))
						.map((name) => `${tag}[${name}]`)
				: [tag]
		);
		expect(missing).toEqual([]);
	});

	it('allows nothing the blocks do not save', () => {
		const saved = savedTagsAndAttributes();
		const unused = Object.entries(listed).flatMap(([tag, attributes]) =>
			attributes.filter((attribute) => !saved.get(tag)?.has(attribute)).map((name) => `${tag}[${name}]`)
		);
		expect(unused).toEqual([]);
	});

	it('lets through no script, style, event handler or form address', () => {
		const risky = Object.entries(listed).flatMap(([tag, attributes]) =>
			['script', 'style', 'object', 'embed', 'iframe'].includes(tag)
				? [tag]
				: attributes
						.filter(
							(name) =>
								name.startsWith('on') || ['action', 'formaction', 'srcdoc'].includes(name)
						)
						.map((name) => `${tag}[${name}]`)
		);
		expect(risky).toEqual([]);
	});
});
