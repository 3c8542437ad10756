import { __ } from '@wordpress/i18n';

/** The preview address's parameter that views the post as a signed-in user. */
export const SIGNED_IN_PARAMETER = 'as';
const SIGNED_IN = 'signed-in';

/** Whether the preview's address asks to view the post as a signed-in user (`?as=signed-in`). */
export const viewsAsSignedIn = (search: string): boolean =>
	new URLSearchParams(search).get(SIGNED_IN_PARAMETER) === SIGNED_IN;

/**
 * The "View as a signed-in user" switch above the post: a checkbox that loads the page again
 * with or without `?as=signed-in`, as signing in or out would.
 */
export function signedInSwitch(signedIn: boolean): HTMLElement {
	const label = document.createElement('label');
	label.className = 'blockyard-preview__signed-in';
	const box = document.createElement('input');
	box.type = 'checkbox';
	box.checked = signedIn;
	box.addEventListener('change', () => {
		const url = new URL(window.location.href);
		if (box.checked) {
			url.searchParams.set(SIGNED_IN_PARAMETER, SIGNED_IN);
		} else {
			url.searchParams.delete(SIGNED_IN_PARAMETER);
		}
		window.location.assign(url.href);
	});
	label.append(box, ` ${__('View as a signed-in user', 'blockyard')}`);
	return label;
}
