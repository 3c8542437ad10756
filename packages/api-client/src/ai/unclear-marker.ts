/** The token the AI service starts a reply with when it did not understand the request. */
export const UNCLEAR_PROMPT_MARKER = 'JETPACK_AI_ERROR';

/**
 * Where a reply stands against the unclear-prompt marker, after its leading
 * bold marks (and spaces) are stripped: `unclear` once it starts with the
 * marker, `pending` while it could still become it, `clear` otherwise.
 *
 * @example
 * unclearPromptState('**JETPACK_AI'); // 'pending'
 */
export function unclearPromptState(
	text: string,
	marker: string = UNCLEAR_PROMPT_MARKER
): 'pending' | 'unclear' | 'clear' {
	const stripped = text.replace(/^[\s*]+/, '');
	if (stripped.startsWith(marker)) {
		return 'unclear';
	}
	return marker.startsWith(stripped) ? 'pending' : 'clear';
}
