import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** What an embed block shows while the provider checks its address. */
export function EmbedResolving() {
	return (
		<div className="blockyard-embed__resolving" role="status">
			<Spinner />
			<p>{__('Embedding…', 'blockyard')}</p>
		</div>
	);
}
