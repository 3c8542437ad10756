import {
	VIDEOPRESS_UPLOAD,
	VIDEOPRESS_UPLOAD_HEADERS,
	videoPressUploadResult,
	type VideoPressUploadJwt,
	type VideoPressUploadResult,
} from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';
import {
	defaultOptions,
	type HttpRequest,
	type HttpResponse,
	type HttpStack,
	type PreviousUpload,
	type Upload,
	type UploadOptions,
	type UrlStorage,
} from 'tus-js-client';

import {
	keptUploadKey,
	keyKeepingUrlStorage,
	serviceHttpStack,
	tusMethodOf,
	uploadKeyOf,
} from './service-protocol';
import { shouldRetryUpload, uploadProblem, type UploadProblem } from './upload-errors';

/** Where an upload stands. Byte counts are of the whole file. */
export type UploadState =
	/** Asking the site for the upload's token and address, and looking for an earlier try. */
	| { readonly phase: 'preparing' }
	| {
			readonly phase: 'uploading' | 'paused';
			readonly sent: number;
			readonly total: number;
			/** Where an interrupted upload of the same file picked up again, in bytes. */
			readonly resumedFrom?: number;
	  }
	| {
			readonly phase: 'error';
			readonly problem: UploadProblem;
			readonly sent: number;
			readonly total: number;
	  }
	| { readonly phase: 'complete'; readonly video: VideoPressUploadResult; readonly total: number }
	| { readonly phase: 'cancelled' };

/** What the controller needs of tus-js-client's `Upload` (a test gives a fake). */
export type TusUpload = Pick<Upload, 'start' | 'abort' | 'findPreviousUploads' | 'resumeFromPreviousUpload'>;
export type TusUploadClass = new (file: File, options: UploadOptions) => TusUpload;

export interface UploadControllerOptions {
	readonly file: File;
	/**
	 * The site's token and address for the upload (`videoPressUpload.jwt` of the api-client);
	 * with the `key` of an upload the service created, a token for that upload alone.
	 */
	readonly uploadJwt: (
		key?: string
	) => Promise<Pick<VideoPressUploadJwt, 'upload_token' | 'upload_action_url'>>;
	/** Called with every new state. */
	readonly onChange: (state: UploadState) => void;
	/** tus-js-client's `Upload` (the default, loaded with the edit) or a stand-in. */
	readonly Upload: TusUploadClass;
	/** Whether the browser is online; a failed request is not retried while it is not. */
	readonly isOnline?: () => boolean;
	/** The HTTP stack the service's protocol is spoken over: tus-js-client's default, or a stand-in. */
	readonly httpStack?: HttpStack;
	/** Where the browser keeps its uploads for resuming: tus-js-client's default, or a stand-in. */
	readonly urlStorage?: UrlStorage;
}

export interface UploadController {
	/** The state now. */
	readonly state: () => UploadState;
	/** Gets the token, resumes an earlier upload of the same file if the browser kept one, and sends. */
	readonly start: () => Promise<void>;
	/** Stops sending; the server keeps what it has. */
	readonly pause: () => void;
	/** Goes on after a pause, or tries again after an error, from the server's offset. */
	readonly resume: () => void;
	/** Stops for good: the server drops the partial file and the browser forgets it. */
	readonly cancel: () => Promise<void>;
}

const browserIsOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The most recently begun of the uploads the browser kept for this file. */
const latest = (uploads: readonly PreviousUpload[]): PreviousUpload | undefined =>
	[...uploads].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];

/**
 * One resumable video upload with tus-js-client: 10,000,000-byte chunks, the token header on
 * every request, the service's protocol (HEAD as GET, PATCH and DELETE as POST, each with the
 * method-override header: `service-protocol.ts`), retries after 0, 1, 3, 5 and 10 s (on no
 * answer, 5xx, 409 and 423, never while offline), one request at a time. The file's
 * fingerprint stays in the browser's storage, with the key the service gave the upload, until
 * the upload finishes or is cancelled; after a reload the same file resumes from the server's
 * offset, with a token the site issues for that key. The last answer's headers say which video
 * it became.
 */
export function createUploadController(options: UploadControllerOptions): UploadController {
	const { file, onChange } = options;
	const isOnline = options.isOnline ?? browserIsOnline;
	let state: UploadState = { phase: 'preparing' };
	let upload: TusUpload | undefined;
	let cancelled = false;
	let resuming = false;
	let video: VideoPressUploadResult | undefined;
	let badAnswer: unknown;
	/** The site's token: it creates uploads. */
	let token = '';
	/** The service's key of this upload, and the token for requests about it. */
	let key: string | undefined;
	let keyToken: string | undefined;
	let sent = 0;
	let resumedFrom: number | undefined;
	const total = file.size;

	const set = (next: UploadState) => {
		if (cancelled && next.phase !== 'cancelled') {
			return;
		}
		state = next;
		onChange(next);
	};
	const uploading = () => set({ phase: 'uploading', sent, total, resumedFrom });
	const fail = (error: unknown) => set({ phase: 'error', problem: uploadProblem(error), sent, total });

	const onAfterResponse = (req: HttpRequest, res: HttpResponse) => {
		const method = tusMethodOf(req);
		if (method === 'POST' && res.getStatus() < 300) {
			// A new upload: its key (kept with it in the browser) and the token for it.
			key = uploadKeyOf(res.getHeader(VIDEOPRESS_UPLOAD_HEADERS.key));
			keyToken = res.getHeader(VIDEOPRESS_UPLOAD_HEADERS.keyToken) || undefined;
		}
		if (method === 'HEAD' && res.getStatus() < 300) {
			const offset = Number(res.getHeader('Upload-Offset'));
			if (Number.isSafeInteger(offset) && offset >= 0) {
				sent = offset;
				if (resuming) {
					resumedFrom = offset;
					resuming = false;
				}
				if (state.phase === 'uploading') {
					uploading();
				}
			}
		}
		try {
			video = videoPressUploadResult((name) => res.getHeader(name), req.getURL()) ?? video;
		} catch (error) {
			badAnswer = error;
		}
	};

	const tusOptions = (endpoint: string): UploadOptions => ({
		endpoint,
		chunkSize: VIDEOPRESS_UPLOAD.chunkSize,
		retryDelays: [...VIDEOPRESS_UPLOAD.retryDelays],
		parallelUploads: 1,
		httpStack: serviceHttpStack(options.httpStack ?? defaultOptions.httpStack),
		urlStorage: keyKeepingUrlStorage(options.urlStorage ?? defaultOptions.urlStorage, () => key),
		removeFingerprintOnSuccess: true,
		metadata: { filename: file.name, filetype: file.type },
		onBeforeRequest: (req) => {
			// A creation goes with the site's token; every request about the upload with its key's.
			const forUpload = tusMethodOf(req) !== 'POST';
			req.setHeader(VIDEOPRESS_UPLOAD.tokenHeader, (forUpload ? keyToken : undefined) ?? token);
		},
		onAfterResponse,
		onShouldRetry: (error) => shouldRetryUpload(error, isOnline()),
		onProgress: (bytesSent) => {
			sent = bytesSent;
			if (state.phase === 'uploading') {
				uploading();
			}
		},
		onError: fail,
		onSuccess: () => {
			sent = total;
			if (video) {
				set({ phase: 'complete', video, total });
			} else {
				fail(
					badAnswer ??
						new Error(
							__(
								'The upload finished, but the server did not say which video it became.',
								'blockyard'
							)
						)
				);
			}
		},
	});

	const controller: UploadController = {
		state: () => state,
		start: async () => {
			set({ phase: 'preparing' });
			try {
				const jwt = await options.uploadJwt();
				token = jwt.upload_token;
				const created = new options.Upload(file, tusOptions(jwt.upload_action_url));
				const previous = latest(await created.findPreviousUploads());
				const previousKey = previous ? keptUploadKey(previous) : undefined;
				if (previousKey !== undefined && !cancelled) {
					// Resuming: the site issues a token for that upload alone.
					keyToken = (await options.uploadJwt(previousKey)).upload_token;
					key = previousKey;
				}
				if (cancelled) {
					return;
				}
				upload = created;
				if (previous) {
					resuming = true;
					created.resumeFromPreviousUpload(previous);
				}
				uploading();
				created.start();
			} catch (error) {
				fail(error);
			}
		},
		pause: () => {
			if (upload && state.phase === 'uploading') {
				void upload.abort(false);
				set({ phase: 'paused', sent, total, resumedFrom });
			}
		},
		resume: () => {
			if (!upload && state.phase === 'error') {
				// It failed before sending anything (no token): begin again.
				void controller.start();
			} else if (upload && (state.phase === 'paused' || state.phase === 'error')) {
				uploading();
				upload.start();
			}
		},
		cancel: async () => {
			cancelled = true;
			set({ phase: 'cancelled' });
			// Terminating asks the server to drop the partial file; offline, the browser still forgets it.
			await upload?.abort(true).catch(() => undefined);
		},
	};
	return controller;
}
