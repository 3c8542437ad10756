import { po as poFormat, type GetTextTranslation, type GetTextTranslations } from 'gettext-parser';

import { messageKey, TEXT_DOMAIN, type Message } from './catalog';

/** A translation of one message: its forms (one, or one per plural form) and whether it is fuzzy. */
export interface Translation {
	msgstr: string[];
	fuzzy: boolean;
	/** The source's plural form, for a message that has one. */
	plural?: string;
}

/** A translation file read: its headers and each message's translation, by message key. */
export interface Catalog {
	headers: Record<string, string>;
	translations: Map<string, Translation>;
}

const TEMPLATE_HEADERS: Record<string, string> = {
	'Project-Id-Version': 'Blockyard',
	'Report-Msgid-Bugs-To': '',
	'MIME-Version': '1.0',
	'Content-Type': 'text/plain; charset=UTF-8',
	'Content-Transfer-Encoding': '8bit',
	'X-Domain': TEXT_DOMAIN,
};

function entry(message: Message, translation: Translation | undefined): GetTextTranslation {
	const flags = translation?.fuzzy === true ? 'fuzzy' : undefined;
	return {
		...(message.context === undefined ? {} : { msgctxt: message.context }),
		msgid: message.msgid,
		...(message.plural === undefined ? {} : { msgid_plural: message.plural }),
		msgstr: translation?.msgstr ?? (message.plural === undefined ? [''] : ['', '']),
		comments: {
			reference: message.references.join('\n'),
			...(message.comments.length === 0 ? {} : { extracted: message.comments.join('\n') }),
			...(flags === undefined ? {} : { flag: flags }),
		},
	};
}

/**
 * A template or translation file as text: the messages in the template's order, each with its
 * references and translators' comments, and its translation when one is given. No dates, so the
 * file changes only when its strings do.
 */
export function formatCatalog(
	messages: readonly Message[],
	headers: Record<string, string> = TEMPLATE_HEADERS,
	translations: ReadonlyMap<string, Translation> = new Map()
): string {
	const table: GetTextTranslations = {
		charset: 'utf-8',
		headers: { ...headers },
		translations: { '': {} },
	};
	const order = new Map<string, number>();
	messages.forEach((message, index) => {
		const context = message.context ?? '';
		table.translations[context] ??= {};
		table.translations[context][message.msgid] = entry(message, translations.get(messageKey(message)));
		order.set(messageKey(message), index);
	});
	const position = (item: GetTextTranslation): number =>
		order.get(
			messageKey({
				...(item.msgctxt === undefined ? {} : { context: item.msgctxt }),
				msgid: item.msgid,
			})
		) ?? 0;
	return poFormat
		.compile(table, { foldLength: 0, sort: (a, b) => position(a) - position(b) })
		.toString('utf8');
}

/** Reads a translation file (.po): its headers and translations, keyed as the template keys them. */
export function parseCatalog(text: string): Catalog {
	const table = poFormat.parse(text);
	const translations = new Map<string, Translation>();
	for (const [context, messages] of Object.entries(table.translations)) {
		for (const [msgid, item] of Object.entries(messages)) {
			if (msgid === '') {
				continue;
			}
			translations.set(messageKey({ ...(context === '' ? {} : { context }), msgid }), {
				msgstr: item.msgstr,
				...(item.msgid_plural === undefined ? {} : { plural: item.msgid_plural }),
				fuzzy: (item.comments?.flag ?? '').split(/,\s*/).includes('fuzzy'),
			});
		}
	}
	return { headers: table.headers, translations };
}

/** The template's headers with a language's own: a translation file's header. */
export function translationHeaders(language: string, pluralForms: string): Record<string, string> {
	return { ...TEMPLATE_HEADERS, Language: language, 'Plural-Forms': pluralForms };
}
