import { __, sprintf } from '@wordpress/i18n';

import type { ChangeDecision } from './reviewed-text';
import type { ReviewChange } from './word-diff';

/** Longest quote of a change's text in its summary; longer ones are cut with an ellipsis. */
const QUOTE_LENGTH = 80;

/** The text as a reader sees it: emphasis marks at the edges of words left out, whitespace as one space. */
function quote(text: string): string {
	const plain = text
		.replace(/(^|\s)[*_~`]+|[*_~`]+(?=\s|$|[.,;:!?])/g, '$1')
		.replace(/\s+/g, ' ')
		.trim();
	return plain.length > QUOTE_LENGTH ? `${plain.slice(0, QUOTE_LENGTH - 1)}…` : plain;
}

/**
 * A change in words, as the navigator shows it and a screen reader says it: what it removes
 * and adds, and what the author decided.
 *
 * @example
 * changeSummary({ id: 0, removed: 'big', added: 'large' }, undefined); // 'Replaces “big” with “large”.'
 */
export function changeSummary(change: ReviewChange, decision: ChangeDecision | undefined): string {
	const removed = quote(change.removed);
	const added = quote(change.added);
	let summary: string;
	if (removed === '') {
		/* translators: %s: the text the AI adds. */
		summary = sprintf(__('Adds “%s”.', 'blockyard'), added);
	} else if (added === '') {
		/* translators: %s: the text the AI removes. */
		summary = sprintf(__('Removes “%s”.', 'blockyard'), removed);
	} else {
		summary = sprintf(
			/* translators: 1: the text the AI removes, 2: the text it puts in its place. */
			__('Replaces “%1$s” with “%2$s”.', 'blockyard'),
			removed,
			added
		);
	}
	if (decision === 'accepted') {
		return `${summary} ${__('Accepted.', 'blockyard')}`;
	}
	if (decision === 'rejected') {
		return `${summary} ${__('Rejected.', 'blockyard')}`;
	}
	return summary;
}
