const ESCAPES: Readonly<Record<string, string>> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
};

const escapeHtml = (text: string): string =>
	text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * A paragraph's HTML content linking to `url`: `<a href="url">url</a>` for an http or https
 * address, the escaped text alone for anything else (`javascript:` never becomes a link).
 */
export function linkParagraphContent(url: string): string {
	const text = url.trim();
	let linkable = false;
	try {
		const parsed = new URL(text);
		linkable = parsed.protocol === 'https:' || parsed.protocol === 'http:';
	} catch {
		linkable = false;
	}
	return linkable ? `<a href="${escapeHtml(text)}">${escapeHtml(text)}</a>` : escapeHtml(text);
}
