/** Markup in a reply: a tag, or what is left of one (`<img src=x`, a lone `<` or `>`). */
const TAG = /<[^<>]*>?|>/g;

/**
 * A title reply as a title: its last line (a model may say what it did on a first
 * line, as the offline engine does), without quotes or markdown marks around it,
 * and as plain text. WordPress prints a post's title as HTML, and a reply is
 * untrusted (docs/decisions/0014-ai-output-is-untrusted.md): `<img onerror>` in a
 * title would run for every visitor of a site whose editor may save unfiltered HTML.
 */
export function titleFromReply(text: string): string {
	const line =
		text
			.split('\n')
			.map((candidate) => candidate.trim())
			.filter(Boolean)
			.at(-1) ?? '';
	return withoutTags(line)
		.replace(/^#+\s*/, '')
		.replace(/^(\*\*|__|["'“”‘’«»])+|(\*\*|__|["'“”‘’«»])+$/g, '')
		.replace(/\s+/g, ' ')
		.trim();
}

/** Removes tags until none is left, so a tag split by another (`<<b>img …>`) goes too. */
function withoutTags(text: string): string {
	let current = text;
	for (;;) {
		const next = current.replace(TAG, '');
		if (next === current) {
			return next;
		}
		current = next;
	}
}
