import { Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { assistantErrorMessage } from '../components/error-notice';
import type { SuggestionState } from './use-suggestion';

/**
 * What a suggestion says while it is not ready: that it is on its way, that its reply could not
 * be read, or why it failed. Nothing when it is idle or ready.
 */
export function SuggestionStatus({ state }: { readonly state: SuggestionState<unknown> }) {
	switch (state.status) {
		case 'asking':
			return (
				<p className="blockyard-ai-suggestions__asking" role="status">
					<Spinner />
					{__('Asking the AI…', 'blockyard')}
				</p>
			);
		case 'unreadable':
			return (
				<Notice status="warning" isDismissible={false}>
					{__(
						'The AI’s reply could not be read as a suggestion. Nothing was changed; try again.',
						'blockyard'
					)}
				</Notice>
			);
		case 'failed':
			return (
				<Notice
					status={state.error.code === 'error_unknown' ? 'error' : 'info'}
					isDismissible={false}
				>
					{assistantErrorMessage(state.error)}
				</Notice>
			);
		default:
			return null;
	}
}
