import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** Shown while the post and the site settings load. */
export function Loading() {
	return (
		<div className="blockyard-playground__loading" role="status">
			<Spinner />
			{__('Loading the post…', 'blockyard')}
		</div>
	);
}
