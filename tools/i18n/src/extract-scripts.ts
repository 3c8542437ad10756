import ts from 'typescript';

import type { Found, Problem } from './catalog';
import { readCall, shapeOf, type CallShape } from './translation-call';

/** Where each @wordpress/i18n function takes its text, plural, context and domain. */
const FUNCTIONS: Readonly<Record<string, CallShape>> = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

/** The text of a string literal, or of literals joined with `+`; undefined for anything else. */
function literalText(node: ts.Expression | undefined): string | undefined {
	if (node === undefined) {
		return undefined;
	}
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
		return node.text;
	}
	if (ts.isParenthesizedExpression(node)) {
		return literalText(node.expression);
	}
	if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
		const left = literalText(node.left);
		const right = literalText(node.right);
		return left === undefined || right === undefined ? undefined : left + right;
	}
	return undefined;
}

function calleeName(call: ts.CallExpression): string | undefined {
	const callee = call.expression;
	if (ts.isIdentifier(callee)) {
		return callee.text;
	}
	if (ts.isPropertyAccessExpression(callee)) {
		return callee.name.text;
	}
	return undefined;
}

/** A translators' comment as one line: the markers and each line's leading `*` taken out. */
export function commentText(raw: string): string | undefined {
	const text = raw
		.replace(/^\/\*+|\*+\/$/g, '')
		.replace(/^\/\/+/, '')
		.split('\n')
		.map((line) => line.replace(/^\s*\*?\s?/, '').trim())
		.filter((line) => line !== '')
		.join(' ')
		.trim();
	return /^translators:/i.test(text) ? text : undefined;
}

/**
 * The translatable strings of one TypeScript or TSX file: every call of `__`, `_x`, `_n` and
 * `_nx`, with the translators' comment that ends on the line of the call or the line before.
 * A call whose text or domain is not a literal is a problem: no template can list its string.
 */
export function extractScript(reference: string, source: string): { found: Found[]; problems: Problem[] } {
	const file = ts.createSourceFile(
		reference,
		source,
		ts.ScriptTarget.Latest,
		true,
		reference.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
	);
	const lineOf = (position: number): number => file.getLineAndCharacterOfPosition(position).line + 1;
	const comments = new Map<number, string>();
	const found: Found[] = [];
	const problems: Problem[] = [];

	const visit = (node: ts.Node): void => {
		for (const range of ts.getLeadingCommentRanges(source, node.pos) ?? []) {
			const text = commentText(source.slice(range.pos, range.end));
			if (text !== undefined) {
				comments.set(lineOf(range.end), text);
			}
		}
		if (ts.isCallExpression(node)) {
			const name = calleeName(node);
			const shape = shapeOf(FUNCTIONS, name);
			if (name !== undefined && shape !== undefined) {
				const line = lineOf(node.getStart(file));
				const result = readCall({
					name,
					shape,
					literal: (position) => literalText(node.arguments[position]),
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
		ts.forEachChild(node, visit);
	};
	visit(file);
	return { found, problems };
}
