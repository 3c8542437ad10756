import { DEFAULT_MARKER_COLOR } from './constants';

/** The shared colour rule (`validColor` of @blockyard/ui), written here so the visitor's view needs no other script. */
const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

/** The marker colour to draw: six hex digits (`#` optional), anything else the default red. */
export function markerColor(value: unknown): string {
	const match = typeof value === 'string' ? HEX_COLOR.exec(value.trim()) : null;
	return match ? `#${match[1] ?? ''}` : DEFAULT_MARKER_COLOR;
}
