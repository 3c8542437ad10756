import { __ } from '@wordpress/i18n';

/** The message to show for a failed call: an `ApiError`'s is the server's followed by the status. */
export function errorMessage(error: unknown): string {
	if (error instanceof Error && error.message !== '') {
		return error.message;
	}
	return __('The request failed. Please try again.', 'blockyard');
}
