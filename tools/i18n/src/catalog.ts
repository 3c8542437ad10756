/** One translatable string as the template lists it. */
export interface Message {
	/** The `msgctxt` (`_x`, `_nx`, a block.json field's context), if any. */
	context?: string;
	msgid: string;
	/** The plural form (`_n`, `_nx`). */
	plural?: string;
	/** Where the string is used: files relative to the repository's root, without line numbers. */
	references: string[];
	/** The translators' comments (`translators: …`) written beside the string. */
	comments: string[];
}

/** A string found in one file, before the template merges it with the same string elsewhere. */
export interface Found {
	context?: string;
	msgid: string;
	plural?: string;
	reference: string;
	comment?: string;
}

/** A string that cannot be translated as written (its text is not a literal, or its domain is not ours). */
export interface Problem {
	reference: string;
	line: number;
	message: string;
}

export const TEXT_DOMAIN = 'blockyard';

/** What tells one message from another: its context, if any, and its text. */
export interface MessageId {
	context?: string;
	msgid: string;
}

/** The key gettext gives a message: its context and text, joined by EOT as in Jed's and WordPress's JSON. */
export function messageKey(message: MessageId): string {
	return message.context === undefined ? message.msgid : `${message.context}\u0004${message.msgid}`;
}

/** A message's context and text from its key (`messageKey` undone). */
export function messageIdOf(key: string): MessageId {
	const split = key.indexOf('\u0004');
	return split === -1 ? { msgid: key } : { context: key.slice(0, split), msgid: key.slice(split + 1) };
}

/** The plural rule of a language with one singular and one plural form (English, German), gettext's default. */
export const TWO_PLURAL_FORMS = 'nplurals=2; plural=(n != 1);';

/**
 * Merges the strings found in every file into one list: a string used in several files is one
 * message with every reference and comment. The order is the order found (the callers walk the
 * files sorted), so the template changes only where the strings do.
 */
export function mergeFound(found: readonly Found[]): Message[] {
	const messages = new Map<string, Message>();
	for (const item of found) {
		const key = messageKey(item);
		let message = messages.get(key);
		if (message === undefined) {
			message = {
				...(item.context === undefined ? {} : { context: item.context }),
				msgid: item.msgid,
				...(item.plural === undefined ? {} : { plural: item.plural }),
				references: [],
				comments: [],
			};
			messages.set(key, message);
		} else if (message.plural === undefined && item.plural !== undefined) {
			message.plural = item.plural;
		}
		if (!message.references.includes(item.reference)) {
			message.references.push(item.reference);
		}
		if (item.comment !== undefined && !message.comments.includes(item.comment)) {
			message.comments.push(item.comment);
		}
	}
	return [...messages.values()];
}
