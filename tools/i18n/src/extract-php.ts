import { Engine } from 'php-parser';

import type { Found, Problem } from './catalog';
import { commentText } from './extract-scripts';
import { readCall, shapeOf, type CallShape } from './translation-call';

/** Where each of WordPress's translation functions takes its text, plural, context and domain. */
const FUNCTIONS: Readonly<Record<string, CallShape>> = {
	__: { msgid: 0, domain: 1 },
	_e: { msgid: 0, domain: 1 },
	esc_html__: { msgid: 0, domain: 1 },
	esc_html_e: { msgid: 0, domain: 1 },
	esc_attr__: { msgid: 0, domain: 1 },
	esc_attr_e: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_ex: { msgid: 0, context: 1, domain: 2 },
	esc_html_x: { msgid: 0, context: 1, domain: 2 },
	esc_attr_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
	_n_noop: { msgid: 0, plural: 1, domain: 2 },
	_nx_noop: { msgid: 0, plural: 1, context: 2, domain: 3 },
};

/** The plugin header's fields WordPress translates on the Plugins screen, with WP-CLI's comments. */
const HEADER_FIELDS = ['Plugin Name', 'Description'] as const;

interface PhpNode {
	kind: string;
	loc?: { start: { line: number }; end: { line: number } } | null;
	[key: string]: unknown;
}

const isNode = (value: unknown): value is PhpNode =>
	typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';

/** The value of a string literal, or of literals joined with `.`; undefined for anything else. */
function literalValue(node: unknown): string | undefined {
	if (!isNode(node)) {
		return undefined;
	}
	if (node.kind === 'string' && typeof node.value === 'string') {
		return node.value;
	}
	if (node.kind === 'bin' && node.type === '.') {
		const left = literalValue(node.left);
		const right = literalValue(node.right);
		return left === undefined || right === undefined ? undefined : left + right;
	}
	return undefined;
}

const engine = new Engine({
	parser: { extractDoc: true, php8: true, suppressErrors: false },
	ast: { withPositions: true },
});

/**
 * The translatable strings of one PHP file: every call of WordPress's translation functions,
 * with the translators' comment that ends on the line of the call or the line before, and the
 * plugin header's name and description when the file has one.
 */
export function extractPhp(reference: string, source: string): { found: Found[]; problems: Problem[] } {
	const program = engine.parseCode(source, reference) as unknown as PhpNode & {
		comments?: { value: string; loc: { end: { line: number } } }[];
	};
	const comments = new Map<number, string>();
	for (const comment of program.comments ?? []) {
		const text = commentText(comment.value);
		if (text !== undefined) {
			comments.set(comment.loc.end.line, text);
		}
	}
	const found: Found[] = [];
	const problems: Problem[] = [];

	const header = /^\/\*\*?([\s\S]*?)\*\//m.exec(source)?.[1] ?? '';
	for (const field of HEADER_FIELDS) {
		const value = new RegExp(`^[\\s*]*${field}:\\s*(.+)$`, 'm').exec(header)?.[1]?.trim();
		if (value !== undefined) {
			found.push({ msgid: value, reference, comment: `${field} of the plugin` });
		}
	}

	const visit = (node: PhpNode): void => {
		if (node.kind === 'call' && isNode(node.what) && node.what.kind === 'name') {
			const name = String(node.what.name);
			const shape = shapeOf(FUNCTIONS, name);
			if (shape !== undefined) {
				const args = Array.isArray(node.arguments) ? node.arguments : [];
				const line = node.loc?.start.line ?? 0;
				const result = readCall({
					name,
					shape,
					literal: (position) => literalValue(args[position]),
					reference,
					line,
					comment: comments.get(line) ?? comments.get(line - 1),
				});
				if ('found' in result) {
					found.push(result.found);
				} else {
					problems.push(result.problem);
				}
			}
		}
		for (const [key, value] of Object.entries(node)) {
			if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') {
				continue;
			}
			for (const child of Array.isArray(value) ? value : [value]) {
				if (isNode(child)) {
					visit(child);
				}
			}
		}
	};
	visit(program);
	return { found, problems };
}
