import { externalMediaFailure } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

/** What the picker does about a failed call: go back to the connect screen, or say what failed. */
export type MediaErrorOutcome =
	{ readonly kind: 'connect' } | { readonly kind: 'notice'; readonly message: string };

/**
 * The picker's answer to a failed list, copy or connection call. `authorization_required` means
 * the account is not (or no longer) connected; `internal_server_error` is said in plain words;
 * any other server message is shown as it is (the client has already taken the first of a
 * WordPress.com `errors` list).
 */
export function mediaErrorOutcome(error: unknown): MediaErrorOutcome {
	const failure = externalMediaFailure(error);
	switch (failure.kind) {
		case 'authorization_required':
			return { kind: 'connect' };
		case 'internal_server_error':
			return { kind: 'notice', message: __('Internal server error', 'blockyard') };
		default:
			return {
				kind: 'notice',
				message:
					failure.message.trim() !== ''
						? failure.message
						: __('The media could not be loaded. Please try again.', 'blockyard'),
			};
	}
}

/** The first error message of a copy's answer, when an item could not be copied. */
export function firstCopyError(copied: readonly object[]): string | undefined {
	for (const item of copied) {
		if ('errors' in item && Array.isArray(item.errors)) {
			const first: unknown = item.errors[0];
			if (
				typeof first === 'object' &&
				first !== null &&
				'message' in first &&
				typeof first.message === 'string'
			) {
				return first.message;
			}
		}
	}
	return undefined;
}
