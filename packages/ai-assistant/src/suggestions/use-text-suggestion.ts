import { useTracker } from '@blockyard/connection';
import { useCallback } from '@wordpress/element';

import { useReview } from '../review/use-review';
import { AI_EVENTS } from '../tracking/ai-events';
import { useSuggestion, type SuggestionKind } from './use-suggestion';

/**
 * A text suggestion of a kind under review against `current`, the text it would replace: the
 * suggestion (`useSuggestion`), its review (`useReview`, each decision recorded) and `discard`,
 * which records the discard and forgets the suggestion.
 */
export function useTextSuggestion(kind: SuggestionKind, current: string) {
	const recordEvent = useTracker();
	const { state, ask, reset } = useSuggestion<string>(kind);
	const review = useReview(
		state.status === 'ready' ? current : undefined,
		state.status === 'ready' ? state.value : '',
		{
			expected: state.status === 'asking',
			onDecision: (decision) =>
				recordEvent(AI_EVENTS.reviewDecision, { decision: decision ?? 'undone' }),
		}
	);
	const discard = useCallback(() => {
		recordEvent(AI_EVENTS.suggestionDiscard, { kind });
		reset();
	}, [kind, recordEvent, reset]);

	return { state, ask, reset, review, discard };
}
