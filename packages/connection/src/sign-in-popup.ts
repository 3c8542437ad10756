import { readSignInMessage, type SignInResult } from './sign-in-message';

export type { SignInResult, SignInUser } from './sign-in-message';

/** The sign-in window's size, centred over the opener. */
export const SIGN_IN_POPUP_WIDTH = 780;
export const SIGN_IN_POPUP_HEIGHT = 700;
/** How often the opener checks whether the window was closed. */
export const SIGN_IN_POPUP_POLL_MS = 100;

/** The parts of `window` the popup uses; tests pass a fake. */
export type PopupOpener = Pick<
	Window,
	'open' | 'addEventListener' | 'removeEventListener' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'
>;

export interface SignInPopupOptions {
	/**
	 * Only messages from this origin count (e.g. `https://public-api.wordpress.com`), and
	 * only those the opened window itself sent.
	 */
	readonly expectedOrigin: string;
	/** The opener; default the global `window`. */
	readonly window?: PopupOpener;
}

function centredFeatures(opener: PopupOpener): string {
	const left = Math.round(opener.screenX + (opener.outerWidth - SIGN_IN_POPUP_WIDTH) / 2);
	const top = Math.round(opener.screenY + (opener.outerHeight - SIGN_IN_POPUP_HEIGHT) / 2);
	return `width=${SIGN_IN_POPUP_WIDTH},height=${SIGN_IN_POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the provider's sign-in page in a centred window. Resolves when the
 * window closes: with the keyring id, and the account's `idToken` and `user`
 * when it sent them, when a message carrying a valid `keyring_id` arrived from
 * that window and `expectedOrigin` before that (the last such message wins),
 * else with `null` (also when the window could not open). Messages from other
 * origins, from another window of the same origin (a tab, a frame), or of
 * another shape (checked with a schema) are ignored.
 *
 * @example
 * const result = await openSignInPopup(connectUrl, { expectedOrigin: 'https://public-api.wordpress.com' });
 * if (result) await pluginVerifySite.verifyGoogle(api, result.keyringId); // result.idToken, result.user too
 */
export function openSignInPopup(url: string, options: SignInPopupOptions): Promise<SignInResult | null> {
	const opener = options.window ?? window;
	const popup = opener.open(url, 'blockyard-sign-in', centredFeatures(opener));
	if (popup === null) {
		return Promise.resolve(null);
	}
	return new Promise((resolve) => {
		let result: SignInResult | undefined;
		const onMessage = (event: MessageEvent) => {
			if (event.origin !== options.expectedOrigin || event.source !== popup) {
				return;
			}
			result = readSignInMessage(event.data) ?? result;
		};
		opener.addEventListener('message', onMessage);
		const timer = setInterval(() => {
			if (!popup.closed) {
				return;
			}
			clearInterval(timer);
			opener.removeEventListener('message', onMessage);
			resolve(result ?? null);
		}, SIGN_IN_POPUP_POLL_MS);
	});
}
