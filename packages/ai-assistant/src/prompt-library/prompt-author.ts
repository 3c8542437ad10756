import type { AiPrompt } from '@blockyard/api-client';
import { __, sprintf } from '@wordpress/i18n';

/** Who a prompt is shared by ("By Ana"), or that it is the user's own ("Only you"). */
export const promptAuthor = (prompt: AiPrompt): string =>
	prompt.visibility === 'site'
		? sprintf(
				/* translators: %s: the name of the author who saved the prompt. */
				__('By %s', 'blockyard'),
				prompt.author.name
			)
		: __('Only you', 'blockyard');
