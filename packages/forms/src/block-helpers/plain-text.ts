/**
 * A label is stored as plain text (the server and Form AI read it from the block
 * comment), but `RichText` works in HTML: these convert between the two.
 */

/** Plain text as the HTML `RichText` shows: `&` and `<` escaped, as RichText itself escapes them. */
export function plainTextToHtml(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** The text of `RichText`'s HTML (markup dropped, entities decoded). */
export function htmlToPlainText(html: string): string {
	if (!/[<&]/.test(html)) {
		return html;
	}
	return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
