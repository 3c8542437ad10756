/**
 * A colour as the blocks store it: six hex digits with an optional leading `#`, written
 * back as `#rrggbb` in lower case. Anything else is no colour (`undefined`), so the
 * attribute's default applies.
 */
export function normalizeHexColor(value: unknown): string | undefined {
	if (typeof value !== 'string') {
		return undefined;
	}
	const match = /^#?([0-9a-f]{6})$/i.exec(value.trim());
	return match ? `#${match[1]?.toLowerCase()}` : undefined;
}
