/** The AI errors the client raises. */
export type AiErrorCode =
	| 'error_quota_exceeded'
	| 'error_unclear_prompt'
	| 'error_service_unavailable'
	| 'error_moderation'
	| 'error_network'
	| 'error_response';

/** The message each AI error shows. */
export const AI_ERROR_MESSAGES: Readonly<Record<AiErrorCode, string>> = {
	error_quota_exceeded: 'You have reached the limit of requests for this site.',
	error_unclear_prompt: 'Your request was unclear. Mind trying again?',
	error_service_unavailable: 'The AI services are currently unavailable. Sorry for the inconvenience.',
	error_moderation:
		'This request has been flagged by our moderation system. Please try to rephrase it and try again.',
	error_network: 'It was not possible to process your request. Mind trying again?',
	error_response:
		'Whoops, we have encountered an error. AI is like really, really hard and this is an experimental feature. Please try again later.',
};

/**
 * The error object a service sends in place of a reply (`{"error": {…}}`, an
 * event of the stream): what it says, as it says it. Its message is for
 * developers and logs; users see the generic message of `error_response`.
 */
export interface AiServiceError {
	readonly code?: string;
	readonly message?: string;
	readonly type?: string;
}

/**
 * Whether asking again may help: a service that is down for a while, a
 * broken connection or a server error (5xx) may pass by themselves; a request
 * the service refused (any other 4xx: a bad or unauthorised request), a quota,
 * moderation or an unclear prompt will not.
 *
 * @example
 * isRetryableAiError('error_network', 500); // true
 * isRetryableAiError('error_network', 400); // false
 */
export function isRetryableAiError(code: AiErrorCode, status?: number): boolean {
	if (status !== undefined && status >= 400 && status < 500) {
		return false;
	}
	return code === 'error_service_unavailable' || code === 'error_network';
}

/**
 * An AI call failed. `code` says how (quota, unclear prompt, service down,
 * moderation, network, or `error_response`: the service sent an error object,
 * kept as `serviceError`); `message` is the text to show; `status` is the HTTP
 * status when there was one; `retryable` says whether asking again may help
 * (see {@link isRetryableAiError}).
 *
 * @example
 * try {
 * 	for await (const event of ai.streamQuery(api, { token, question })) {}
 * } catch (error) {
 * 	if (isAiError(error) && error.code === 'error_quota_exceeded') showUpgradeBanner();
 * }
 */
export class AiError extends Error {
	override readonly name = 'AiError';
	readonly code: AiErrorCode;
	/** Every AI error of the catalogue is shown at severity `info`. */
	readonly severity = 'info' as const;
	readonly status: number | undefined;
	readonly retryable: boolean;
	/** For `error_response`: the error object the service sent. */
	readonly serviceError: AiServiceError | undefined;

	constructor(
		code: AiErrorCode,
		options: { status?: number; cause?: unknown; serviceError?: AiServiceError } = {}
	) {
		super(AI_ERROR_MESSAGES[code], { cause: options.cause });
		this.code = code;
		this.status = options.status;
		this.retryable = isRetryableAiError(code, options.status);
		this.serviceError = options.serviceError;
	}
}

/** True for an {@link AiError}, also across realms. */
export function isAiError(error: unknown): error is AiError {
	return error instanceof AiError || (error instanceof Error && error.name === 'AiError');
}

/**
 * The AI error for an HTTP status outside 2xx: 429 quota, 503 service
 * unavailable, 422 moderation, anything else (500 included) a network error
 * (not retryable for a 4xx: the service refused the request as it was).
 *
 * @example
 * aiErrorCodeForStatus(429); // 'error_quota_exceeded'
 */
export function aiErrorCodeForStatus(status: number): AiErrorCode {
	switch (status) {
		case 429:
			return 'error_quota_exceeded';
		case 503:
			return 'error_service_unavailable';
		case 422:
			return 'error_moderation';
		default:
			return 'error_network';
	}
}

/** {@link aiErrorCodeForStatus} as an {@link AiError}. */
export function aiErrorForStatus(status: number, cause?: unknown): AiError {
	return new AiError(aiErrorCodeForStatus(status), { status, cause });
}

const statusOf = (error: unknown): number | undefined => {
	if (typeof error !== 'object' || error === null || !('status' in error)) {
		return undefined;
	}
	return typeof error.status === 'number' ? error.status : undefined;
};

/** Any failure of an AI call as an {@link AiError}: an HTTP status maps by the table, the rest is a network error. */
export function toAiError(error: unknown): AiError {
	if (isAiError(error)) {
		return error;
	}
	const status = statusOf(error);
	return status === undefined
		? new AiError('error_network', { cause: error })
		: aiErrorForStatus(status, error);
}

/**
 * The error code (`AiError.serviceError.code`) of a stream that refused a
 * request carrying an image: the model behind the service does not accept
 * images (the local provider's offline engine never does).
 */
export const AI_IMAGES_NOT_ACCEPTED = 'images_not_accepted';

/**
 * True for the error of a stream that refused a request's image
 * ({@link AI_IMAGES_NOT_ACCEPTED}): nothing was described, and asking again
 * will not help until the service accepts images.
 *
 * @example
 * if (isImagesNotAcceptedError(error)) showAltTextUnavailable();
 */
export function isImagesNotAcceptedError(error: unknown): boolean {
	return (
		isAiError(error) &&
		error.code === 'error_response' &&
		error.serviceError?.code === AI_IMAGES_NOT_ACCEPTED
	);
}
