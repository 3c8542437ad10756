import { messageIdOf, messageKey, type Message, type MessageId } from './catalog';
import type { Catalog } from './po';

/** printf placeholders (`%s`, `%1$s`, `%d`, `%.1f`…), not `%%`. */
const PLACEHOLDER = /%(?:(\d+)\$)?[-+ 0#]*\d*(?:\.\d+)?([bcdeEfFgGosuxX])/g;

/**
 * A string's placeholders, each numbered as sprintf reads it: `%s %d` is `1$s 2$d`, so a
 * translation may number them to change their order.
 */
export function placeholders(text: string): string[] {
	let next = 1;
	const found: string[] = [];
	for (const match of text.replaceAll('%%', '').matchAll(PLACEHOLDER)) {
		const position = match[1] === undefined ? next++ : Number(match[1]);
		found.push(`${position}$${match[2]}`);
	}
	return found.sort();
}

/** The element tags of a string (`<a>`, `</strong>`, `<br />`), as createInterpolateElement reads them. */
export function tags(text: string): string[] {
	return [...text.matchAll(/<\/?[a-zA-Z][\w-]*\s*\/?>/g)]
		.map((match) => match[0].replace(/\s+/g, ''))
		.sort();
}

const same = (a: readonly string[], b: readonly string[]): boolean =>
	a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * What is wrong with a translation of the template: each message untranslated, fuzzy, or
 * translated with other placeholders or tags than its source, and each translation of a string
 * the template no longer has. Empty when the translation is complete and current.
 */
export function translationProblems(messages: readonly Message[], catalog: Catalog): string[] {
	const problems: string[] = [];
	const keys = new Set<string>();
	const label = (message: MessageId): string =>
		`"${message.msgid}"${message.context === undefined ? '' : ` (${message.context})`}`;
	for (const message of messages) {
		const key = messageKey(message);
		keys.add(key);
		const translation = catalog.translations.get(key);
		const forms = message.plural === undefined ? 1 : 2;
		if (
			translation === undefined ||
			translation.msgstr.length < forms ||
			translation.msgstr.some((form) => form.trim() === '')
		) {
			problems.push(`${label(message)} is not translated`);
			continue;
		}
		if (translation.fuzzy) {
			problems.push(`${label(message)} is marked fuzzy: check its translation and take the mark off`);
		}
		translation.msgstr.forEach((form, index) => {
			const source = index === 0 || message.plural === undefined ? message.msgid : message.plural;
			// A singular may leave its number out ("One item"); a plural form keeps every placeholder.
			const expected = placeholders(source);
			const actual = placeholders(form);
			const fits =
				index === 0 && message.plural !== undefined
					? actual.every((item) => placeholders(message.plural ?? '').includes(item))
					: same(actual, expected);
			if (!fits) {
				problems.push(
					`${label(message)}: the translation "${form}" has the placeholders ${actual.join(' ') || '(none)'}, the source ${expected.join(' ') || '(none)'}`
				);
			}
			if (!same(tags(form), tags(source))) {
				problems.push(`${label(message)}: the translation "${form}" does not keep the source's tags`);
			}
		});
	}
	for (const key of catalog.translations.keys()) {
		if (!keys.has(key)) {
			problems.push(`${label(messageIdOf(key))} is translated but no longer in the template`);
		}
	}
	return problems;
}
