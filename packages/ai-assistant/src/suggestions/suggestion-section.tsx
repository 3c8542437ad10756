import { Notice } from '@wordpress/components';
import type { ReactNode } from 'react';

import { SuggestionStatus } from './suggestion-status';
import type { SuggestionState } from './use-suggestion';

export interface SuggestionSectionProps {
	/** The id of its heading, which names the section. */
	readonly id: string;
	readonly title: string;
	readonly state: SuggestionState<unknown>;
	/** Said when the author asked and the post had nothing to send; nothing otherwise. */
	readonly noText?: string | undefined;
	/** The button that asks, or the suggestion under review. */
	readonly children: ReactNode;
}

/**
 * One suggestion of the panel: its heading, what it offers (`children`), then what it says
 * while the suggestion is not ready, and why nothing was asked when the post had no text.
 */
export function SuggestionSection({ id, title, state, noText, children }: SuggestionSectionProps) {
	return (
		<section className="blockyard-ai-suggestions__section" aria-labelledby={id}>
			<h3 id={id} className="blockyard-ai-suggestions__title">
				{title}
			</h3>
			{children}
			<SuggestionStatus state={state} />
			{noText !== undefined && (
				<Notice status="info" isDismissible={false}>
					{noText}
				</Notice>
			)}
		</section>
	);
}
