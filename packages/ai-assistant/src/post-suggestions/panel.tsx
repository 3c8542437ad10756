import { useHost } from '@blockyard/ui';
import { __ } from '@wordpress/i18n';

import { useAiAvailability } from '../feature/use-ai-availability';
import { ExcerptSuggestion } from './excerpt-suggestion';
import { TermsSuggestion } from './terms-suggestion';

/**
 * The AI suggestions for the post, in the post's sidebar: its excerpt, and its tags and
 * categories, each asked for by the author and reviewed before it is applied. Offered where the
 * AI assistant is (the site's AI switch on, the user connected) and the host edits a post;
 * otherwise it says why not.
 */
export default function PostSuggestionsPanel() {
	const host = useHost();
	const { isAvailable, isConnected } = useAiAvailability();
	if (!isConnected) {
		return <p>{__('Connect your account to get AI suggestions for this post.', 'blockyard')}</p>;
	}
	if (!isAvailable || host.editPost === undefined) {
		return <p>{__('AI suggestions are not available for this post.', 'blockyard')}</p>;
	}
	return (
		<div className="blockyard-ai-suggestions">
			<ExcerptSuggestion />
			<TermsSuggestion />
		</div>
	);
}
