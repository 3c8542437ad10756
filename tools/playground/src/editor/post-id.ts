export const DEFAULT_POST_ID = 1;

/**
 * The id of the post to edit, from `?post=` (default 1); `undefined` when the
 * parameter is not a positive whole number.
 */
export function postIdFromSearch(search: string): number | undefined {
	const raw = new URLSearchParams(search).get('post');
	if (raw === null || raw.trim() === '') {
		return DEFAULT_POST_ID;
	}
	return /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : undefined;
}
