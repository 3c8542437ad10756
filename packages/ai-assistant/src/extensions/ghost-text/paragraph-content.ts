/**
 * A paragraph's `content` attribute: a `RichTextData` object since WordPress 6.5, whose `text`
 * is its plain text and whose string is its HTML; an HTML string before, and in blocks a plugin
 * set by hand.
 */
export type ParagraphContent = unknown;

interface RichTextDataClass {
	fromHTMLString(html: string): unknown;
}

const richTextClassOf = (content: ParagraphContent): RichTextDataClass | undefined => {
	const constructor = (content as { constructor?: Partial<RichTextDataClass> } | null)?.constructor;
	return typeof constructor?.fromHTMLString === 'function' ? (constructor as RichTextDataClass) : undefined;
};

/** The plain text of a paragraph's content, as the caret's offsets count it. */
export function plainTextOf(content: ParagraphContent): string {
	if (content === undefined || content === null) {
		return '';
	}
	const { text } = content as { text?: unknown };
	if (typeof text === 'string') {
		return text;
	}
	const template = document.createElement('template');
	template.innerHTML = String(content);
	return template.content.textContent ?? '';
}

const escapeHtml = (text: string): string =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The content with `text` added at its end as plain text, of the same kind (rich text data or HTML). */
export function withTextAdded(content: ParagraphContent, text: string): unknown {
	const html = `${content === undefined || content === null ? '' : String(content)}${escapeHtml(text)}`;
	return richTextClassOf(content)?.fromHTMLString(html) ?? html;
}
