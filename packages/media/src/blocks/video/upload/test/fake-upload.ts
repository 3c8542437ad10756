// Test-only: a stand-in for tus-js-client's Upload that records its options and what was
// asked of it, and runs requests through the options' hooks for the test to answer.
import type { HttpRequest, HttpResponse, PreviousUpload, UploadOptions } from 'tus-js-client';

import type { TusUpload } from '../upload-controller';

/** A stand-in for tus-js-client's Upload: records its options and what was asked of it. */
export class FakeUpload implements TusUpload {
	static last: FakeUpload | undefined;
	static previous: PreviousUpload[] = [];
	readonly calls: string[] = [];
	resumedFrom: PreviousUpload | undefined;

	constructor(
		readonly file: File,
		readonly options: UploadOptions
	) {
		FakeUpload.last = this;
	}

	start() {
		this.calls.push('start');
	}

	abort(terminate?: boolean) {
		this.calls.push(terminate ? 'terminate' : 'abort');
		return Promise.resolve();
	}

	findPreviousUploads() {
		return Promise.resolve(FakeUpload.previous);
	}

	resumeFromPreviousUpload(previous: PreviousUpload) {
		this.resumedFrom = previous;
	}

	/** Runs a request through the options' hooks: the headers it was sent with, and the answer. */
	exchange(method: string, status: number, headers: Record<string, string> = {}) {
		const sentHeaders: Record<string, string> = {};
		const req = {
			getMethod: () => method,
			getURL: () => 'http://site.test/resumable-upload/abc',
			setHeader: (name: string, value: string) => void (sentHeaders[name] = value),
		} as unknown as HttpRequest;
		void this.options.onBeforeRequest?.(req);
		const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
		const res = {
			getStatus: () => status,
			getHeader: (name: string) => lower[name.toLowerCase()],
			getBody: () => '',
		} as unknown as HttpResponse;
		void this.options.onAfterResponse?.(req, res);
		return sentHeaders;
	}
}
