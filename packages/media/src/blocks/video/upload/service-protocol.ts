import { VIDEOPRESS_UPLOAD } from '@blockyard/api-client';
import type { HttpRequest, HttpStack, PreviousUpload, UrlStorage } from 'tus-js-client';
import * as z from 'zod/mini';

/**
 * How the video service wants each of tus's methods sent: networks in front of it pass only
 * GET and POST, so HEAD and OPTIONS travel as GET, and DELETE, PUT and PATCH as POST, each
 * naming the real method in `X-HTTP-Method-Override`. The service refuses them as themselves.
 */
const SENT_AS: Readonly<Record<string, 'GET' | 'POST'>> = {
	HEAD: 'GET',
	OPTIONS: 'GET',
	DELETE: 'POST',
	PUT: 'POST',
	PATCH: 'POST',
};

/**
 * tus-js-client's HTTP stack (`httpStack`) speaking the service's protocol: every request is
 * created by `inner` (the browser's default stack) with the method the service takes, and
 * those standing in for another carry the override header. tus-js-client itself asks for
 * HEAD, PATCH and DELETE as usual, so resuming, sending and cancelling all go through here.
 */
export function serviceHttpStack(inner: HttpStack): HttpStack {
	return {
		createRequest: (method, url) => {
			const real = method.toUpperCase();
			const sent = SENT_AS[real];
			const request = inner.createRequest(sent ?? method, url);
			if (sent !== undefined) {
				request.setHeader(VIDEOPRESS_UPLOAD.methodOverrideHeader, real);
			}
			return request;
		},
		getName: () => `VideoServiceHttpStack(${inner.getName()})`,
	};
}

/** The tus method a request stands for: the one its override header names, or the one it is sent with. */
export function tusMethodOf(request: HttpRequest): string {
	return (request.getHeader(VIDEOPRESS_UPLOAD.methodOverrideHeader) ?? request.getMethod()).toUpperCase();
}

/** The field of a kept upload's metadata that holds the key the service gave it on creation. */
export const UPLOAD_KEY_FIELD = 'videopress_upload_key';

/** A key as the service gives it (`x-videopress-upload-key`): the last part of the upload's address. */
const uploadKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/));

/** The key of a creation's answer header, when it is one; `undefined` for none or a malformed one. */
export function uploadKeyOf(value: string | null | undefined): string | undefined {
	const parsed = uploadKeySchema.safeParse(value);
	return parsed.success ? parsed.data : undefined;
}

/** The key kept with an upload the browser kept; `undefined` when it has none (or a malformed one). */
export const keptUploadKey = (previous: PreviousUpload): string | undefined =>
	uploadKeyOf(previous.metadata[UPLOAD_KEY_FIELD]);

/**
 * tus-js-client's URL storage (`urlStorage`) keeping the upload's key with the address it
 * stores once the upload is created, so that a resume after a reload can ask the site for a
 * token for that key. `key()` says the key the creation answered, if any yet.
 */
export function keyKeepingUrlStorage(inner: UrlStorage, key: () => string | undefined): UrlStorage {
	return {
		findAllUploads: () => inner.findAllUploads(),
		findUploadsByFingerprint: (fingerprint) => inner.findUploadsByFingerprint(fingerprint),
		removeUpload: (urlStorageKey) => inner.removeUpload(urlStorageKey),
		addUpload: (fingerprint, upload) => {
			const known = key();
			return inner.addUpload(
				fingerprint,
				known === undefined
					? upload
					: { ...upload, metadata: { ...upload.metadata, [UPLOAD_KEY_FIELD]: known } }
			);
		},
	};
}
