import { AI_ERROR_MESSAGES, isAiError, isRetryableAiError, type AiErrorCode } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

import type { AssistantError, AssistantErrorCode } from '../types';

const isAiErrorCode = (code: unknown): code is AiErrorCode =>
	typeof code === 'string' && Object.hasOwn(AI_ERROR_MESSAGES, code);

/**
 * The translated catalogue message of an error code; `error_response` (the
 * service sent an error object) and `error_unknown` get the generic message.
 * Translated at call time.
 *
 * @example
 * errorMessage('error_network'); // 'It was not possible to process your request. Mind trying again?'
 */
export function errorMessage(code: AssistantErrorCode): string {
	switch (code) {
		case 'error_quota_exceeded':
			return __('You have reached the limit of requests for this site.', 'blockyard');
		case 'error_unclear_prompt':
			return __('Your request was unclear. Mind trying again?', 'blockyard');
		case 'error_service_unavailable':
			return __('The AI services are currently unavailable. Sorry for the inconvenience.', 'blockyard');
		case 'error_moderation':
			return __(
				'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
				'blockyard'
			);
		case 'error_network':
			return __('It was not possible to process your request. Mind trying again?', 'blockyard');
		case 'error_response':
		case 'error_unknown':
			return __(
				'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.',
				'blockyard'
			);
	}
}

/**
 * The message of the quota banner: VIP sites (`upgradeType` 'vip') contact
 * their account team instead of upgrading.
 *
 * @example
 * quotaMessage(feature.upgradeType);
 */
export function quotaMessage(upgradeType: string): string {
	return upgradeType === 'vip'
		? __(
				'You have reached the request limit for your plan. Please contact your account team to raise it.',
				'blockyard'
			)
		: errorMessage('error_quota_exceeded');
}

/**
 * Retry is offered for a failure that may pass by itself: what the error says
 * (`AiError.retryable`), else what its code and status say (an `AiError` of
 * another realm, or of an older client, may lack the field).
 */
function isRetryable(code: AiErrorCode, error: Error): boolean {
	const { retryable, status } = error as { readonly retryable?: unknown; readonly status?: unknown };
	if (typeof retryable === 'boolean') {
		return retryable;
	}
	return isRetryableAiError(code, typeof status === 'number' ? status : undefined);
}

/**
 * Any failure of a request as an {@link AssistantError}: an `AiError` keeps
 * its code and message (its catalogue message translated), with Retry for
 * service-unavailable and network errors but not for a request the service
 * refused (a 4xx); another `Error` is `error_unknown` with its own message;
 * anything else gets the generic message.
 *
 * @example
 * dispatch({ type: 'fail', error: toAssistantError(caught), requestId });
 */
export function toAssistantError(error: unknown): AssistantError {
	if (isAiError(error) && isAiErrorCode(error.code)) {
		const { code } = error;
		const message =
			error.message === '' || error.message === AI_ERROR_MESSAGES[code]
				? errorMessage(code)
				: error.message;
		return { code, message, retryable: isRetryable(code, error) };
	}
	if (error instanceof Error && error.message.trim() !== '') {
		return { code: 'error_unknown', message: error.message, retryable: false };
	}
	return { code: 'error_unknown', message: errorMessage('error_unknown'), retryable: false };
}

/** What browsers and runtimes say when `fetch` itself fails (Chrome, Firefox, Safari, Node, React Native). */
const FETCH_FAILURE =
	/failed to fetch|networkerror when attempting to fetch|load failed|fetch failed|network request failed/i;

const isFetchFailure = (error: unknown): boolean =>
	error instanceof Error && error.name === 'TypeError' && FETCH_FAILURE.test(error.message);

/**
 * True for a network `AiError` caused by `fetch` failing ('Failed to fetch'
 * and its equivalents), found along the error's `cause` chain: the one
 * failure after which the history is trimmed.
 *
 * @example
 * if (isNetworkFailure(error)) setMessages(trimAfterNetworkFailure(messages));
 */
export function isNetworkFailure(error: unknown): boolean {
	if (!isAiError(error) || error.code !== 'error_network') {
		return false;
	}
	let cause: unknown = error.cause;
	for (let depth = 0; depth < 5 && cause !== undefined; depth += 1) {
		if (isFetchFailure(cause)) {
			return true;
		}
		cause = cause instanceof Error ? cause.cause : undefined;
	}
	return false;
}
