import { __ } from '@wordpress/i18n';

/** What went wrong with an upload, as the upload screen says it. */
export type UploadProblem =
	/** The server refused the file's type: the screen adds a link to the recommended formats. */
	| { readonly kind: 'invalid-mime'; readonly message: string }
	/** The server answered with words of its own: shown as they are. */
	| { readonly kind: 'server'; readonly message: string }
	/** No answer (or one without words): most likely the network. */
	| { readonly kind: 'network'; readonly message: string };

/** The server's words for a file that is not a video it takes. */
export const INVALID_MIME = 'Invalid Mime';

/** Where the recommended video formats are explained (the link of the invalid-format message). */
export const RECOMMENDED_SETTINGS_URL =
	'https://wordpress.com/support/videopress/recommended-video-settings/';

/** The parts of tus-js-client's `DetailedError` the screen reads. */
interface ErrorWithResponse {
	readonly originalResponse?: { getStatus(): number; getBody(): string } | null;
}

const responseOf = (error: unknown) =>
	typeof error === 'object' && error !== null
		? ((error as ErrorWithResponse).originalResponse ?? undefined)
		: undefined;

/** The HTTP status of the answer behind an upload error; 0 when there was none. */
export function uploadErrorStatus(error: unknown): number {
	return responseOf(error)?.getStatus() ?? 0;
}

/**
 * What to tell the author about a failed upload: the server's `Invalid Mime` becomes the
 * unsupported-format message, any other words from the server are shown as they are, and an
 * error without an answer is the network message.
 */
export function uploadProblem(error: unknown): UploadProblem {
	const body = (responseOf(error)?.getBody() ?? '').trim();
	if (body.includes(INVALID_MIME)) {
		return {
			kind: 'invalid-mime',
			message: __('The format of the video you uploaded is not supported.', 'blockyard'),
		};
	}
	// A page of HTML (a proxy's error page) is not words for an author.
	if (body !== '' && !body.startsWith('<')) {
		return { kind: 'server', message: body };
	}
	return {
		kind: 'network',
		message: __(
			'An error was encountered during the upload. Check your network connection.',
			'blockyard'
		),
	};
}

/**
 * Whether a failed request is worth another try: not while the browser is offline; yes for a
 * request that got no answer or a server error, and for 409 (the offsets disagree: a HEAD will
 * tell) and 423 (the upload is locked for a moment); no for the other 4xx, which will not change.
 */
export function shouldRetryUpload(error: unknown, online: boolean): boolean {
	if (!online) {
		return false;
	}
	const status = uploadErrorStatus(error);
	return status === 0 || status < 400 || status >= 500 || status === 409 || status === 423;
}
