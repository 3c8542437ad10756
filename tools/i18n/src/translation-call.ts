import { TEXT_DOMAIN, type Found, type Problem } from './catalog';

/** Where a translation function takes its text, plural, context and domain (argument positions). */
export interface CallShape {
	readonly msgid: number;
	readonly plural?: number;
	readonly context?: number;
	readonly domain: number;
}

/** One call of a translation function, as an extractor found it. */
export interface TranslationCall {
	readonly name: string;
	readonly shape: CallShape;
	/** The text of the argument at a position when it is a literal; undefined otherwise. */
	readonly literal: (position: number) => string | undefined;
	readonly reference: string;
	readonly line: number;
	/** The translators' comment that ends on the call's line or the line before, if any. */
	readonly comment: string | undefined;
}

/** The shape of a call of `name`, when it is one of `shapes` (own keys only: not `toString`). */
export const shapeOf = (
	shapes: Readonly<Record<string, CallShape>>,
	name: string | undefined
): CallShape | undefined => (name !== undefined && Object.hasOwn(shapes, name) ? shapes[name] : undefined);

/**
 * The string a translation call gives the template, or the problem that keeps it out: text that is
 * not a literal (no template can list it), or a domain that is not ours.
 */
export function readCall(call: TranslationCall): { found: Found } | { problem: Problem } {
	const { name, shape, literal, reference, line, comment } = call;
	const msgid = literal(shape.msgid);
	const plural = shape.plural === undefined ? undefined : literal(shape.plural);
	const context = shape.context === undefined ? undefined : literal(shape.context);
	const domain = literal(shape.domain);
	if (
		msgid === undefined ||
		(shape.plural !== undefined && plural === undefined) ||
		(shape.context !== undefined && context === undefined)
	) {
		return {
			problem: {
				reference,
				line,
				message: `${name}() is given text that is not a string literal, so no template can list it`,
			},
		};
	}
	if (domain !== TEXT_DOMAIN) {
		return {
			problem: {
				reference,
				line,
				message: `${name}() is given the text domain ${domain === undefined ? '(none)' : `'${domain}'`}, not '${TEXT_DOMAIN}'`,
			},
		};
	}
	return {
		found: {
			...(context === undefined ? {} : { context }),
			msgid,
			...(plural === undefined ? {} : { plural }),
			reference,
			...(comment === undefined ? {} : { comment }),
		},
	};
}
