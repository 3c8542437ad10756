import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface LoadErrorProps {
	/** The heading; default: the post could not be loaded. */
	readonly title?: string;
	readonly message: string;
	/** Absent when retrying cannot help (a bad address). */
	readonly onRetry?: () => void;
}

/** What the playground shows instead of the editor when the post (or the editor) cannot be loaded. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
	return (
		<div className="blockyard-playground__load-error" role="alert">
			<h1>{title ?? __('The post could not be loaded.', 'blockyard')}</h1>
			<p>{message}</p>
			{onRetry ? (
				<Button variant="primary" onClick={onRetry} __next40pxDefaultSize>
					{__('Retry', 'blockyard')}
				</Button>
			) : null}
		</div>
	);
}
