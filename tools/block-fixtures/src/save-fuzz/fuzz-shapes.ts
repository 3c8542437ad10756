// The wrong-shape run of one block: its save, and each deprecation's, given attributes of the wrong
// shape (each attribute, each string inside its objects, each array's first item) must not throw.
import { getBlockType, getSaveContent, type Block, type BlockType } from '@wordpress/blocks';

import { WRONG_ITEM_SHAPES, WRONG_NESTED_SHAPES, wrongShapes } from '../hostile-values';
import type { BlockFuzzContext } from './context';
import { errorLine, type Finding } from './findings';
import { isLocal, objectArrays, stringLeaves, type Attributes } from './targets';
import { baseTemplates, copy, describeTarget, setAt, toBlock, type Template } from './templates';

/** The wrong-shape run of one block: its save and each deprecation's, for every attribute. */
export function fuzzShapes(context: BlockFuzzContext): { findings: Finding[]; renders: number } {
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
