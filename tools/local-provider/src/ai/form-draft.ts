import { parse } from '@wordpress/block-serialization-default-parser';

import { CONTACT_FORM_BLOCK, FIELD_BLOCK_PREFIX, FIELD_KINDS, type FieldKind } from '../forms/contract';
import type { EngineRequest } from './engine';
import { FENCED, requestText } from './offline-task';

/** A field block of a draft: its kind and the attributes of its comment. */
export interface FieldDraft {
	readonly kind: FieldKind;
	readonly attributes: Readonly<Record<string, unknown>>;
}

/** The submit button every draft ends with (docs/decisions/0009-contact-forms.md). */
export const SUBMIT_BUTTON = {
	element: 'button',
	text: 'Submit',
	saveInPostContent: true,
} as const;

const field = (kind: FieldKind, attributes: Readonly<Record<string, unknown>>): FieldDraft => ({
	kind,
	attributes,
});

/** The form when the request names no field. */
export const DEFAULT_FORM_FIELDS: readonly FieldDraft[] = [
	field('name', { label: 'Name', required: true }),
	field('email', { label: 'Email', required: true }),
	field('textarea', { label: 'Message' }),
];

/**
 * The words that ask for a field, most specific first: a rule's match is
 * blanked out before the next rules look, so "date of birth" is not also a
 * "date", nor "company name" a "name".
 */
const FIELD_RULES: readonly { readonly pattern: RegExp; readonly draft: FieldDraft }[] = [
	{
		pattern: /\b(?:company|organi[sz]ation|business)(?:\s+name)?\b/i,
		draft: field('text', { label: 'Company' }),
	},
	{
		pattern: /\b(?:e-?mail|email\s+address)(?:es|s)?\b/i,
		draft: field('email', { label: 'Email', required: true }),
	},
	{ pattern: /\b(?:full\s+|your\s+)?names?\b/i, draft: field('name', { label: 'Name', required: true }) },
	{
		pattern: /\b(?:tele)?phone(?:\s+numbers?)?\b|\bmobile(?:\s+numbers?)?\b/i,
		draft: field('telephone', { label: 'Phone' }),
	},
	{ pattern: /\bweb\s*sites?\b|\burls?\b|\bhomepage\b/i, draft: field('url', { label: 'Website' }) },
	{ pattern: /\bbirthdays?\b|\bdate\s+of\s+birth\b/i, draft: field('date', { label: 'Birthday' }) },
	{ pattern: /\bdates?\b/i, draft: field('date', { label: 'Date' }) },
	{ pattern: /\bsubject\b/i, draft: field('text', { label: 'Subject' }) },
	{ pattern: /\bmessages?\b/i, draft: field('textarea', { label: 'Message' }) },
	{ pattern: /\bcomments?\b/i, draft: field('textarea', { label: 'Comments' }) },
	{ pattern: /\bquestions?\b/i, draft: field('textarea', { label: 'Question' }) },
	{
		pattern: /\bsubscri(?:be|ption)\b|\bnewsletter\b|\bmailing\s+list\b/i,
		draft: field('checkbox', { label: 'Subscribe to the newsletter' }),
	},
	{
		pattern: /\bconsent\b|\bprivacy\b|\bagree(?:s|ment)?\b|\bgdpr\b/i,
		draft: field('consent', {
			label: 'Consent',
			consentText: 'I agree that my details are stored to answer my message.',
			required: true,
		}),
	},
];

/** Where a list of choices starts: "a choice of", "a selection between", "options:". */
const CHOICE = /\b(?:(?:a|the)\s+)?(?:choices?|selection)\s+(?:of|between)\s+|\boptions?\s*:\s*/gi;
/** Where a list of choices ends at the latest: the end of the sentence. */
const LIST_END = /[.;\n()]|$/;
/** Words around a choice that are not its label. */
const NOT_LABEL = new Set(
	(
		'a an the with and or plus for of to field fields dropdown drop-down select menu list radio button buttons ' +
		'checkbox checkboxes box boxes offering offers giving having has that which include includes including ' +
		'also as well then let lets visitors people users them pick choose from where is are be should can add ' +
		'asking ask'
	).split(' ')
);
const MAX_OPTIONS = 20;

interface Choice {
	readonly start: number;
	readonly end: number;
	readonly draft: FieldDraft;
}

const cleanOption = (option: string): string =>
	option
		.trim()
		.replace(/^["'“‘]+|["'”’.!?]+$/g, '')
		.trim()
		.slice(0, 100);

/** The options of a list ("A, B or C and a message…" → A, B, C) and where the last one ends. */
function optionsOf(list: string): { options: string[]; length: number } {
	for (const connector of ['or', 'and']) {
		const match = new RegExp(
			`^(.*?)(?:,\\s*|\\s+)${connector}\\s+(.+?)(?=\\s+(?:and|with|plus|then)\\b|,|$)`,
			'i'
		).exec(list);
		if (match?.[1] !== undefined && match[2] !== undefined) {
			return {
				options: [...match[1].split(/\s*[,/]\s*/), match[2]],
				length: match[0].length,
			};
		}
	}
	return { options: list.split(/\s*[,/]\s*/), length: list.length };
}

/** The label of a choice from the words just before it ("a preferred contact method with a choice of" → "Preferred contact method"). */
function choiceLabel(before: string): { label: string; start: number } {
	const clause = /[^,.;:\n(]*$/.exec(before)?.[0] ?? '';
	const words = [...clause.matchAll(/[\p{L}\p{N}'-]+/gu)];
	let index = words.length - 1;
	while (index >= 0 && NOT_LABEL.has((words[index]?.[0] ?? '').toLowerCase())) {
		index -= 1;
	}
	const label: string[] = [];
	let start = before.length;
	while (index >= 0 && label.length < 3) {
		const word = words[index];
		if (!word || NOT_LABEL.has(word[0].toLowerCase())) {
			break;
		}
		label.unshift(word[0]);
		start = before.length - clause.length + (word.index ?? 0);
		index -= 1;
	}
	const text = label.join(' ').toLowerCase();
	return { label: text === '' ? 'Choice' : text[0]?.toUpperCase() + text.slice(1), start };
}

/** The kind of a choice, from the words of its clause: a dropdown, checkboxes, radio buttons (the default up to five options). */
function choiceKind(clause: string, count: number): FieldKind {
	if (/\bdrop-?down|\bselect\b|\bmenu\b/i.test(clause)) {
		return 'select';
	}
	if (/\bcheck-?box|\btick\s*box|\bseveral\b|\bmultiple\b|\bany\s+number\b/i.test(clause)) {
		return 'checkbox-multiple';
	}
	if (/\bradio\b/i.test(clause)) {
		return 'radio';
	}
	return count <= 5 ? 'radio' : 'select';
}

/** Every "choice of A, B or C" of the request, with the text it takes (label to last option). */
function choicesIn(text: string): Choice[] {
	const choices: Choice[] = [];
	for (const match of text.matchAll(CHOICE)) {
		const listStart = match.index + match[0].length;
		const rest = text.slice(listStart);
		const list = rest.slice(0, LIST_END.exec(rest)?.index ?? rest.length);
		const { options: raw, length } = optionsOf(list);
		const options = [...new Set(raw.map(cleanOption).filter((option) => option !== ''))].slice(
			0,
			MAX_OPTIONS
		);
		if (options.length < 2) {
			continue;
		}
		const before = text.slice(0, match.index);
		const { label, start } = choiceLabel(before);
		const clause = text.slice(before.length - (/[^,.;:\n(]*$/.exec(before)?.[0].length ?? 0), listStart);
		choices.push({
			start: Math.min(start, match.index),
			end: listStart + length,
			draft: field(choiceKind(clause, options.length), { label, options }),
		});
	}
	return choices;
}

const blank = (text: string, start: number, end: number): string =>
	text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);

/**
 * The fields a request's words ask for, in the order it names them: a
 * modest, deterministic keyword reading (name, email, phone, website, date or
 * birthday, subject, company, message / comments / question, a newsletter
 * checkbox, consent, and "a choice of A, B or C" as radio buttons, a
 * dropdown or checkboxes). Empty when it names none.
 */
export function fieldsFromWords(text: string): FieldDraft[] {
	const found: { index: number; draft: FieldDraft }[] = [];
	let rest = text;
	for (const choice of choicesIn(text)) {
		found.push({ index: choice.start, draft: choice.draft });
		rest = blank(rest, choice.start, choice.end);
	}
	for (const { pattern, draft } of FIELD_RULES) {
		const global = new RegExp(pattern.source, `${pattern.flags}g`);
		const matches = [...rest.matchAll(global)];
		const [first] = matches;
		if (first) {
			found.push({ index: first.index, draft });
			for (const match of matches) {
				rest = blank(rest, match.index, match.index + match[0].length);
			}
		}
	}
	return found.sort((a, b) => a.index - b.index).map(({ draft }) => draft);
}

/** The part of a Form AI request that describes the form: after "The form should be:", before "Change the current form". */
export function formRequestOf(request: EngineRequest): { wanted: string; current: string | undefined } {
	const text = requestText(request);
	const fenced = FENCED.exec(text)?.[2];
	const current = fenced?.includes('wp:blockyard/') ? fenced : undefined;
	let wanted = text.replace(FENCED, ' ');
	const marker = /the form should be:/i.exec(wanted);
	if (marker) {
		wanted = wanted.slice(marker.index + marker[0].length);
	}
	const change = /\n\s*change the current form/i.exec(wanted);
	return { wanted: (change ? wanted.slice(0, change.index) : wanted).trim(), current };
}

interface ParsedBlock {
	readonly blockName: string | null;
	readonly attrs: unknown;
	readonly innerBlocks: readonly ParsedBlock[];
}

/** The field blocks of a form's markup, with their comment attributes; a button or anything else is left out. */
export function fieldsOfMarkup(markup: string): FieldDraft[] {
	const walk = (blocks: readonly ParsedBlock[]): FieldDraft[] =>
		blocks.flatMap((block) => {
			const kind = FIELD_KINDS.find((known) => block.blockName === `${FIELD_BLOCK_PREFIX}${known}`);
			if (kind === undefined) {
				return walk(block.innerBlocks);
			}
			const attributes =
				typeof block.attrs === 'object' && block.attrs !== null
					? (block.attrs as Record<string, unknown>)
					: {};
			return [field(kind, attributes)];
		});
	return walk(parse(markup));
}

/** Kinds a form has one of at most; other kinds may repeat with another label. */
const ONCE: ReadonlySet<FieldKind> = new Set(['name', 'email', 'telephone', 'url', 'consent']);

const keyOf = (draft: FieldDraft): string =>
	ONCE.has(draft.kind)
		? draft.kind
		: `${draft.kind}:${typeof draft.attributes.label === 'string' ? draft.attributes.label.toLowerCase() : ''}`;

/** A block's attributes as its comment writes them: JSON with `--`, `<`, `>`, `&` and `"` in strings escaped, as WordPress does. */
export function commentAttributes(attributes: Readonly<Record<string, unknown>>): string {
	return JSON.stringify(attributes)
		.replace(/--/g, '\\u002d\\u002d')
		.replace(/</g, '\\u003c')
		.replace(/>/g, '\\u003e')
		.replace(/&/g, '\\u0026')
		.replace(/\\"/g, '\\u0022');
}

const selfClosing = (name: string, attributes: Readonly<Record<string, unknown>>): string =>
	Object.keys(attributes).length === 0
		? `<!-- wp:${name} /-->`
		: `<!-- wp:${name} ${commentAttributes(attributes)} /-->`;

/** A form's markup: its fields and the submit button, wrapped in the form's own comment. */
export function formMarkup(fields: readonly FieldDraft[]): string {
	return [
		`<!-- wp:${CONTACT_FORM_BLOCK} -->`,
		...fields.map((draft) => selfClosing(`${FIELD_BLOCK_PREFIX}${draft.kind}`, draft.attributes)),
		selfClosing('blockyard/button', SUBMIT_BUTTON),
		`<!-- /wp:${CONTACT_FORM_BLOCK} -->`,
	].join('\n');
}

/**
 * The offline engine's contact form for a Form AI request, as block markup:
 * the fields its words ask for (name, email and message when it names none).
 * With a current form to change, its fields are kept and the new ones added.
 */
export function draftForm(request: EngineRequest): string {
	const { wanted, current } = formRequestOf(request);
	const asked = fieldsFromWords(wanted);
	const existing = current === undefined ? [] : fieldsOfMarkup(current);
	if (existing.length === 0) {
		return formMarkup(asked.length > 0 ? asked : DEFAULT_FORM_FIELDS);
	}
	const have = new Set(existing.map(keyOf));
	return formMarkup([...existing, ...asked.filter((draft) => !have.has(keyOf(draft)))]);
}
