// The hostile-strings run of one block: every string of its templates gets the hostile values that
// fit where it lands (probes.ts), each save is checked (render-check.ts), and each object the block
// declares gets keys that would pass into an element's props.
import { serialize } from '@wordpress/blocks';

import {
	CORE_HOSTILE_VALUES,
	HOSTILE_VALUES,
	randomHostileValues,
	type HostileValue,
} from '../hostile-values';
import { checkSavedMarkup } from '../saved-markup-checks';
import { policyOf, type BlockFuzzContext } from './context';
import { emittedOf, errorLine, issueKey, type Finding } from './findings';
import { probeReach } from './probes';
import { renderAndCheck } from './render-check';
import { allTargets, objectAttributes } from './targets';
import {
	baseTemplates,
	describeTarget,
	isRecord,
	toBlock,
	withValue,
	type Target,
	type Template,
} from './templates';

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

/** A seed of its own for each block (and purpose), from the run's. */
function blockSeed(seed: number, text: string): number {
	let hash = seed | 0;
	for (const char of text) {
		hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
	}
	return hash >>> 0;
}

/** The hostile-strings run of one block: every string of every template, each value it should get. */
export function fuzzStrings(context: BlockFuzzContext): {
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

	// Probes: where each path's string lands in the markup, per template (probes.ts).
	const probed = probeReach(templates, paths, keys);
	renders += probed.renders;
	const { reach, htmlPaths } = probed;

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
