import { Banner } from '@blockyard/ui';
import { Button, Notice, VisuallyHidden } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

import { errorMessage, quotaMessage } from '../request/errors';
import type { AssistantError } from '../types';

/**
 * The message an error shows, translated. Catalogue errors have fixed texts; any
 * other failure shows its own message, or the generic one when it has none.
 */
export function assistantErrorMessage(error: AssistantError): string {
	return error.code === 'error_unknown' && error.message.trim() !== ''
		? error.message
		: errorMessage(error.code);
}

export interface AssistantErrorNoticeProps {
	readonly error: AssistantError;
	/** Offered as Retry when the error is retryable. */
	readonly onRetry?: () => void;
	/** Makes the notice dismissible. */
	readonly onDismiss?: () => void;
}

/**
 * The notice of a failed request. Catalogue errors are of info severity, other
 * failures are errors. Quota errors show no notice: render {@link QuotaBanner} for them.
 */
export function AssistantErrorNotice({ error, onRetry, onDismiss }: AssistantErrorNoticeProps) {
	if (error.code === 'error_quota_exceeded') {
		return null;
	}
	return (
		<Notice
			className="blockyard-ai-assistant-error"
			status={error.code === 'error_unknown' ? 'error' : 'info'}
			isDismissible={onDismiss !== undefined}
			onRemove={onDismiss}
			actions={
				error.retryable && onRetry
					? [{ label: __('Retry', 'blockyard'), onClick: onRetry, variant: 'secondary' }]
					: []
			}
		>
			{assistantErrorMessage(error)}
		</Notice>
	);
}

export interface QuotaBannerProps {
	/** The feature's upgrade type: 'vip' sites contact their account team instead of upgrading. */
	readonly upgradeType: string;
	/** Where to upgrade (the checkout); without it no Upgrade link is shown. */
	readonly upgradeUrl?: string;
	readonly requestsCount?: number;
	readonly requestsLimit?: number;
}

/** The banner shown once the site has used up its AI requests. */
export function QuotaBanner({ upgradeType, upgradeUrl, requestsCount, requestsLimit }: QuotaBannerProps) {
	const isVip = upgradeType === 'vip';
	const usage =
		requestsCount !== undefined && requestsLimit !== undefined
			? sprintf(
					// translators: %1$d: the number of AI requests made; %2$d: how many the plan allows.
					_n(
						'%1$d of %2$d request used.',
						'%1$d of %2$d requests used.',
						requestsLimit,
						'blockyard'
					),
					requestsCount,
					requestsLimit
				)
			: undefined;

	return (
		<Banner
			title={quotaMessage(upgradeType)}
			description={usage}
			action={
				!isVip && upgradeUrl ? (
					<Button variant="primary" href={upgradeUrl} target="_blank" rel="noopener noreferrer">
						{__('Upgrade', 'blockyard')}
						<VisuallyHidden as="span">
							{
								// translators: accessibility text for a link that opens in a new tab.
								__('(opens in a new tab)', 'blockyard')
							}
						</VisuallyHidden>
					</Button>
				) : null
			}
		/>
	);
}
