// The strings and objects of a block the save fuzzer fills, from the attributes the block declares
// in the registry: its string attributes, the strings inside its objects and arrays (as a template
// holds them), its inner blocks' too, and the object attributes that get hostile keys.
import { getBlockType } from '@wordpress/blocks';

import { isRecord, templateAt, type Target, type Template } from './templates';

export type Attributes = Readonly<Record<string, BlockAttribute>>;
export interface BlockAttribute {
	readonly type?: unknown;
	readonly enum?: readonly unknown[];
	readonly source?: string;
	readonly default?: unknown;
	readonly role?: string;
	readonly __experimentalRole?: string;
}

export const isLocal = (attribute: BlockAttribute): boolean =>
	attribute.role === 'local' || attribute.__experimentalRole === 'local';

export const typesOf = (attribute: BlockAttribute): unknown[] =>
	Array.isArray(attribute.type) ? (attribute.type as unknown[]) : [attribute.type];

const isStringAttribute = (attribute: BlockAttribute): boolean =>
	!isLocal(attribute) &&
	attribute.enum === undefined &&
	(typesOf(attribute).includes('string') ||
		typesOf(attribute).includes('rich-text') ||
		(attribute.type === undefined && (attribute.source === 'html' || attribute.source === 'rich-text')));

/** Every string leaf under `value` (first item of each array), as paths from `prefix`. */
export function stringLeaves(
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
export function objectArrays(
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
export function allTargets(
	template: Template,
	skip: ReadonlySet<string>,
	inner: readonly number[] = []
): Target[] {
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
export function objectAttributes(template: Template): string[] {
	const attributes = (getBlockType(template.name)?.attributes ?? {}) as Attributes;
	return Object.entries(attributes)
		.filter(([, attribute]) => !isLocal(attribute) && typesOf(attribute).includes('object'))
		.map(([name]) => name);
}
