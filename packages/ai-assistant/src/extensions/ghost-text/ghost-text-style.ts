/** The `id` of the style element that draws the ghost text, one per editor document. */
const STYLE_ID = 'blockyard-ghost-text-style';

/**
 * `text` as a CSS string: in double quotes, with every character that could end the string, the
 * rule or the style element (quotes, backslashes, line breaks, `<`, `>` and other controls)
 * written as a hex escape. Whatever the model replies, the style shows it as text.
 *
 * @example
 * cssString('a "b"\n'); // '"a \\22 b\\22 \\a "'
 */
export function cssString(text: string): string {
	let escaped = '';
	for (const character of text) {
		const code = character.codePointAt(0) ?? 0;
		escaped += /^[\p{L}\p{N}\p{M} .,;:!?'’()&%+*=@#$€£-]$/u.test(character)
			? character
			: `\\${code.toString(16)} `;
	}
	return `"${escaped}"`;
}

/** A block's client ID as it may stand in a selector: a UUID's letters, digits and dashes. */
const SAFE_ID = /^[\w-]+$/;

/**
 * Draws `text` after the block `clientId`'s text in `document`, grey as a placeholder, as the
 * block's `::after`: it is never part of the block's content, so nothing can save it by mistake.
 * Replaces what was drawn before in that document.
 */
export function drawGhostText(document: Document, clientId: string, text: string): void {
	if (!SAFE_ID.test(clientId)) {
		return;
	}
	let style = document.getElementById(STYLE_ID);
	if (style === null) {
		style = document.createElement('style');
		style.id = STYLE_ID;
		document.head.append(style);
	}
	style.textContent =
		`[data-block="${clientId}"]::after{content:${cssString(text)};` +
		'opacity:.62;pointer-events:none;user-select:none;}';
}

/** Takes the ghost text away from `document`. */
export function eraseGhostText(document: Document): void {
	document.getElementById(STYLE_ID)?.remove();
}
