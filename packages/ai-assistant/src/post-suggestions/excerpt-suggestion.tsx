import { useTracker } from '@blockyard/connection';
import { useHost, useHostPost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { buildExcerptMessages, parseExcerptReply } from '../prompts/post-suggestions';
import { AI_EVENTS } from '../tracking/ai-events';
import { ReviewedSuggestion } from '../suggestions/reviewed-suggestion';
import { SuggestionSection } from '../suggestions/suggestion-section';
import { useTextSuggestion } from '../suggestions/use-text-suggestion';
import { postText } from './post-text';

/**
 * The excerpt suggestion: asked for on the author's click with the post's text, reviewed as a
 * word diff against the excerpt the post has (each change accepted or rejected), applied to the
 * post's excerpt as one undo step, or discarded.
 */
export function ExcerptSuggestion() {
	const host = useHost();
	const post = useHostPost();
	const registry = useRegistry();
	const recordEvent = useTracker();
	const current = post.excerpt ?? '';
	const { state, ask, reset, review, discard } = useTextSuggestion('excerpt', current);
	const [noText, setNoText] = useState(false);

	const onAsk = () => {
		const request = buildExcerptMessages(postText(registry.select(blockEditorStore).getBlocks()));
		setNoText(!request.ok);
		if (request.ok) {
			void ask(() => request.messages, parseExcerptReply);
		}
	};
	const apply = (excerpt: string) => {
		host.editPost?.({ excerpt });
		recordEvent(AI_EVENTS.suggestionApply, { kind: 'excerpt', changed: 1 });
		host.notify({ status: 'success', message: __('The suggested excerpt was applied.', 'blockyard') });
		reset();
	};

	return (
		<SuggestionSection
			id="blockyard-ai-suggestions-excerpt"
			title={__('Excerpt', 'blockyard')}
			state={state}
			noText={
				noText ? __('The post has no text yet to suggest an excerpt from.', 'blockyard') : undefined
			}
		>
			<ReviewedSuggestion
				state={state}
				askLabel={
					current === ''
						? __('Suggest an excerpt', 'blockyard')
						: __('Suggest a new excerpt', 'blockyard')
				}
				onAsk={onAsk}
				review={review}
				unchanged={__('The suggestion is the excerpt the post has already.', 'blockyard')}
				onApply={apply}
				onDiscard={discard}
			/>
		</SuggestionSection>
	);
}
