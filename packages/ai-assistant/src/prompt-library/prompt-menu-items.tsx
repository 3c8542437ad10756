import type { AiPrompt } from '@blockyard/api-client';
import { MenuItem, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { promptAuthor } from './prompt-author';
import type { LibraryStatus } from './library-store';

export interface PromptMenuItemsProps {
	readonly status: LibraryStatus;
	readonly prompts: readonly AiPrompt[];
	/** Said, in a disabled item, when the list has none for this place. */
	readonly emptyLabel: string;
	readonly onChoose: (prompt: AiPrompt) => void;
	readonly onRetry: () => void;
}

/**
 * The saved prompts as menu items, each with who shares it: "Loading…" while the list is on
 * its way, `emptyLabel` when there is none, and a failed load said with Retry.
 */
export function PromptMenuItems({ status, prompts, emptyLabel, onChoose, onRetry }: PromptMenuItemsProps) {
	if (status === 'failed') {
		return (
			<>
				<MenuItem disabled>{__('The saved prompts could not be loaded.', 'blockyard')}</MenuItem>
				<MenuItem onClick={onRetry}>{__('Retry', 'blockyard')}</MenuItem>
			</>
		);
	}
	if (status !== 'loaded') {
		return (
			<MenuItem disabled aria-busy="true">
				<Spinner />
				{__('Loading…', 'blockyard')}
			</MenuItem>
		);
	}
	if (prompts.length === 0) {
		return <MenuItem disabled>{emptyLabel}</MenuItem>;
	}
	return (
		<>
			{prompts.map((prompt) => (
				<MenuItem key={prompt.id} info={promptAuthor(prompt)} onClick={() => onChoose(prompt)}>
					{prompt.name}
				</MenuItem>
			))}
		</>
	);
}
