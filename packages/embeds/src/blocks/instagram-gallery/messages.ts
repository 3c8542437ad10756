import { __, _n, sprintf } from '@wordpress/i18n';

/** A failed connection, connections list or gallery. */
export const galleryErrorMessage = (): string =>
	__('An error occurred. Please try again later.', 'blockyard');

/** An account without a single photo. */
export const noImagesMessage = (): string =>
	__('No images were found in your Instagram account.', 'blockyard');

/** The account has fewer posts than the block asks for (but some): how many there are. */
export const fewerPostsMessage = (found: number): string =>
	sprintf(
		/* translators: %d: how many posts the Instagram account has. */
		_n(
			'There is currently only %d post in your Instagram account.',
			'There are currently only %d posts in your Instagram account.',
			found,
			'blockyard'
		),
		found
	);
