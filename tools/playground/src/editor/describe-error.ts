import {
	isApiError,
	isNetworkError,
	isNotFoundError,
	isParseError,
	isValidationError,
} from '@blockyard/api-client';
import { __, sprintf } from '@wordpress/i18n';

/** A sentence for the user about why loading the post failed. */
export function describeLoadError(error: unknown, postId: number): string {
	if (isNotFoundError(error)) {
		// translators: %d: the post id from the address bar.
		return sprintf(__('There is no post with the id %d.', 'blockyard'), postId);
	}
	if (isNetworkError(error)) {
		return __('The server did not answer. Is the local provider running?', 'blockyard');
	}
	if (isApiError(error)) {
		// translators: %s: the message of the server.
		return sprintf(__('The server refused the request: %s', 'blockyard'), error.message);
	}
	if (isParseError(error) || isValidationError(error)) {
		return __('The server answered with something that is not a post.', 'blockyard');
	}
	return errorMessage(error);
}

/** The message of any thrown value. */
export function errorMessage(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}
