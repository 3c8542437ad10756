// Where each string of a block lands in its saved markup: probes (an address, a word, `<b>` markup,
// each with the string's number in it) are saved in its place and looked for in the markup, so
// each string gets the hostile values that fit where it lands.
import { serialize } from '@wordpress/blocks';

import { toBlock, withValue, type Target, type Template } from './templates';

/** Where a probe shows: an address, a style, markup it made (`<b>`), anywhere else. */
export type Place = 'url' | 'css' | 'markup' | 'other';

/** The saved markup's text and attributes that hold `zq<n>x` probes: each probe's places. */
export function probeLandings(html: string): Map<number, Set<Place>> {
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

/** The probes: an address, a word, and markup (`<b>`), each with the path's number in it. */
export const PROBES: readonly ((index: number) => string)[] = [
	(index) => `https://probe.invalid/zq${index}x`,
	(index) => `zq${index}x`,
	(index) => `<b>zq${index}x</b>`,
];

/** What the probes found of a string path: the templates it reached the markup in, and where. */
export interface Reach {
	readonly templates: Template[];
	readonly places: Set<string>;
}

/**
 * Probes every string path of the templates (`paths`: its target in each template; `keys`: the
 * paths, a path's index being its probes' number): where each lands in the markup, which are
 * saved as markup (rich text), and how many renders that took.
 */
export function probeReach(
	templates: readonly Template[],
	paths: ReadonlyMap<string, ReadonlyMap<Template, Target>>,
	keys: readonly string[]
): { reach: Map<string, Reach>; htmlPaths: Set<string>; renders: number } {
	let renders = 0;
	// Probes: where each path's string shows in the markup, per template, and whether markup in
	// it is saved as markup (a path no probe reaches gets the table's core values only).
	const reach = new Map<string, Reach>();
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
	return { reach, htmlPaths, renders };
}
