// Test-only: a stand-in for tus-js-client's Upload that records its options and what was
// asked of it, and runs requests through the options' HTTP stack and hooks for the test to
// answer; and a stand-in for the browser's HTTP stack that records what went out.
import type { HttpRequest, HttpResponse, HttpStack, PreviousUpload, UploadOptions } from 'tus-js-client';

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

	/**
	 * Runs a request tus-js-client would make (`method` as tus names it) through the options'
	 * HTTP stack and hooks: the method and headers it went out with, and the answer.
	 */
	exchange(method: string, status: number, headers: Record<string, string> = {}): SentRequest {
		const url = 'http://site.test/resumable-upload/abc';
		const req = this.options.httpStack
			? this.options.httpStack.createRequest(method, url)
			: new FakeHttpStack().createRequest(method, url);
		void this.options.onBeforeRequest?.(req);
		const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
		const res = {
			getStatus: () => status,
			getHeader: (name: string) => lower[name.toLowerCase()],
			getBody: () => '',
		} as unknown as HttpResponse;
		void this.options.onAfterResponse?.(req, res);
		return FakeHttpStack.sent.get(req) ?? { method: req.getMethod(), url, headers: {} };
	}
}

/** A request as it went out: its method, address and headers. */
export interface SentRequest {
	readonly method: string;
	readonly url: string;
	readonly headers: Record<string, string>;
}

/**
 * A stand-in for the browser's HTTP stack: its requests record the method they are created
 * with and the headers set on them, and are never sent.
 */
export class FakeHttpStack implements HttpStack {
	static readonly sent = new WeakMap<HttpRequest, SentRequest>();

	createRequest(method: string, url: string): HttpRequest {
		const headers: Record<string, string> = {};
		const req = {
			getMethod: () => method,
			getURL: () => url,
			setHeader: (name: string, value: string) => void (headers[name] = value),
			getHeader: (name: string) => headers[name],
		} as unknown as HttpRequest;
		FakeHttpStack.sent.set(req, { method, url, headers });
		return req;
	}

	getName(): string {
		return 'FakeHttpStack';
	}
}
