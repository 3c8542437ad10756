import { AI_TOKEN_STORAGE_KEY, type AiFeature, type AiMessage } from '@blockyard/api-client';

/** The site's REST root in tests: the token, feature and image routes are under it. */
export const SITE_ROOT = 'http://site.test/wp-json/';
/** The hosted platform in tests: the streamed AI query goes there. */
export const PLATFORM_ROOT = 'http://platform.test/';

/** The site's id on the platform, for the simple site's token route. */
export const BLOG_ID = 1234;

/** The routes of the AI service, by what they answer. */
export const AI_ROUTES = {
	token: { method: 'POST', url: `${SITE_ROOT}jetpack/v4/jetpack-ai-jwt` },
	/** A simple site's token, from the platform. */
	hostedToken: { method: 'POST', url: `${SITE_ROOT}wpcom/v2/sites/${BLOG_ID}/jetpack-openai-query/jwt` },
	feature: { method: 'GET', url: `${SITE_ROOT}wpcom/v2/ai-assistant-feature` },
	images: { method: 'POST', url: `${SITE_ROOT}wpcom/v2/jetpack-ai/images/generations` },
	query: { method: 'POST', url: `${PLATFORM_ROOT}wpcom/v2/jetpack-ai-query` },
} as const;
export type AiRoute = keyof typeof AI_ROUTES;

/** The token the fake service hands out. */
export const TOKEN = 'jwt-1';

/** The plan and quota the fake service reports unless a test says otherwise: a free plan, 3 of 20 used. */
export const FREE_FEATURE: AiFeature = {
	hasFeature: false,
	isOverLimit: false,
	requestsCount: 3,
	requestsLimit: 20,
	siteRequireUpgrade: false,
	upgradeType: 'default',
};

/** One request as the service received it. */
export interface RecordedRequest {
	/** The route it reached, or undefined for a URL the service does not know (answered 404). */
	readonly route: AiRoute | undefined;
	readonly method: string;
	readonly url: URL;
	readonly headers: Headers;
	/** The JSON body, parsed; undefined when there was none. */
	readonly body: unknown;
	readonly signal: AbortSignal;
}

/** An HTTP answer: a status and a JSON body. */
export interface HttpReply {
	readonly status: number;
	readonly body?: unknown;
}

/** A request the service answers only when the test says so ({@link FakeAiService.holdNext}). */
export interface HeldRequest {
	/** Answers it: with `reply`, or as the route answers by default. */
	release(reply?: HttpReply): void;
}

type Answer =
	| { readonly kind: 'default' }
	| { readonly kind: 'reply'; readonly reply: HttpReply }
	| { readonly kind: 'offline' };

const abortError = () => new DOMException('This operation was aborted', 'AbortError');
/** What `fetch` rejects with when the network is down (Chrome's words, which the package recognises). */
const offlineError = () => new TypeError('Failed to fetch');

const DEFAULT_ANSWER: Answer = { kind: 'default' };

/** `answer` once it is decided; rejects as `fetch` does when `signal` aborts first. */
function untilAborted(answer: Answer | Promise<Answer>, signal: AbortSignal): Promise<Answer> {
	return new Promise<Answer>((resolve, reject) => {
		signal.addEventListener('abort', () => reject(abortError()), { once: true });
		void Promise.resolve(answer).then(resolve);
	});
}

const json = (reply: HttpReply): Response =>
	new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
		status: reply.status,
		headers: { 'Content-Type': 'application/json' },
	});

/** One server-sent event carrying `data`. */
const sseEvent = (data: string): string => `data: ${data}\n\n`;
const frame = (data: string): Uint8Array => new TextEncoder().encode(sseEvent(data));
const delta = (content: string): string => JSON.stringify({ choices: [{ delta: { content } }] });

/**
 * One streamed answer to an AI query, which the test drives: `send` streams
 * more text (`sendAll`, many pieces in one network chunk), `finish` ends the reply (`[DONE]`), `sendError` ends it with an
 * error object, `breakOff` breaks the connection. When the client aborts the request the body ends with an
 * `AbortError`, as a browser's does; what the test sends after the body ended
 * is dropped.
 */
export class FakeStream {
	readonly request: RecordedRequest;
	readonly response: Response;
	/** True once the body is over: finished, broken off, aborted, or cancelled by its reader. */
	closed = false;
	private controller: ReadableStreamDefaultController<Uint8Array> | undefined;

	constructor(request: RecordedRequest) {
		this.request = request;
		const body = new ReadableStream<Uint8Array>({
			start: (controller) => {
				this.controller = controller;
			},
			cancel: () => {
				this.closed = true;
			},
		});
		this.response = new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
		const onAbort = () => this.end((controller) => controller.error(abortError()));
		request.signal.addEventListener('abort', onAbort, { once: true });
	}

	/** The service sends more of the reply. */
	send(content: string): void {
		if (!this.closed) {
			this.controller?.enqueue(frame(delta(content)));
		}
	}

	/** The service sends many pieces of the reply at once, in one network chunk, as a fast one does. */
	sendAll(contents: readonly string[]): void {
		if (!this.closed) {
			const events = contents.map((content) => sseEvent(delta(content))).join('');
			this.controller?.enqueue(new TextEncoder().encode(events));
		}
	}

	/** The service sends an error object in place of the rest of the reply (and then ends the body). */
	sendError(error: { readonly code?: string; readonly message?: string; readonly type?: string }): void {
		this.end((controller) => {
			controller.enqueue(frame(JSON.stringify({ error })));
			controller.close();
		});
	}

	/** The service ends the reply. */
	finish(): void {
		this.end((controller) => {
			controller.enqueue(frame('[DONE]'));
			controller.close();
		});
	}

	/** The connection breaks in the middle of the reply. */
	breakOff(): void {
		this.end((controller) => controller.error(new TypeError('network error')));
	}

	/** The client aborted the request. */
	get aborted(): boolean {
		return this.request.signal.aborted;
	}

	/** The JSON body the client sent. */
	get sent(): {
		readonly messages?: readonly AiMessage[];
		readonly question?: string;
		readonly feature?: string;
		readonly post_id?: number;
		readonly model?: string;
	} {
		return this.request.body as FakeStream['sent'];
	}

	private end(how: (controller: ReadableStreamDefaultController<Uint8Array>) => void): void {
		if (this.closed || !this.controller) {
			return;
		}
		this.closed = true;
		how(this.controller);
	}
}

export interface FakeAiServiceOptions {
	/** The plan and quota the feature route answers. Default {@link FREE_FEATURE}. */
	readonly feature?: AiFeature;
	/** The images the image route answers, as base64 PNGs. Default one image. */
	readonly images?: readonly string[];
}

/** `AiFeature` as the feature route sends it. */
const featureBody = (feature: AiFeature) => ({
	'has-feature': feature.hasFeature,
	'is-over-limit': feature.isOverLimit,
	'requests-count': feature.requestsCount,
	'requests-limit': feature.requestsLimit,
	'site-require-upgrade': feature.siteRequireUpgrade,
	'upgrade-type': feature.upgradeType,
	...(feature.errorCode === undefined ? {} : { 'error-code': feature.errorCode }),
	...(feature.errorMessage === undefined ? {} : { 'error-message': feature.errorMessage }),
	...(feature.acceptsImages === undefined ? {} : { 'accepts-images': feature.acceptsImages }),
});

function routeOf(request: Request): AiRoute | undefined {
	const url = new URL(request.url);
	const address = `${url.origin}${url.pathname}`;
	return (Object.keys(AI_ROUTES) as AiRoute[]).find(
		(route) => AI_ROUTES[route].url === address && AI_ROUTES[route].method === request.method
	);
}

async function record(request: Request, route: AiRoute | undefined): Promise<RecordedRequest> {
	const text = request.body === null ? '' : await request.text();
	return {
		route,
		method: request.method,
		url: new URL(request.url),
		headers: request.headers,
		body: text === '' ? undefined : (JSON.parse(text) as unknown),
		signal: request.signal,
	};
}

/**
 * The AI service at the HTTP level, behind the `fetch` of a test host's `Api`
 * (`createTestHost({ fetch: service.fetch })`): the site's token route
 * (`jetpack/v4/jetpack-ai-jwt`), a simple site's token route on the platform
 * (`wpcom/v2/sites/{BLOG_ID}/jetpack-openai-query/jwt`), its feature and image routes (`wpcom/v2/…`)
 * and the platform's streamed query (`wpcom/v2/jetpack-ai-query`), each query
 * answered with a {@link FakeStream} the test drives unless the test queued
 * another answer. Every request is kept in `requests`, whatever the answer. A
 * new service clears the token the client caches in `localStorage`, so each
 * test asks for its own.
 */
export function createFakeAiService(options: FakeAiServiceOptions = {}) {
	globalThis.localStorage?.removeItem(AI_TOKEN_STORAGE_KEY);
	const requests: RecordedRequest[] = [];
	const streams: FakeStream[] = [];
	const next: Partial<Record<AiRoute, Array<Answer | Promise<Answer>>>> = {};
	const state = { feature: options.feature ?? FREE_FEATURE };
	const images = options.images ?? ['UE5HIQ=='];

	const queue = (route: AiRoute, answer: Answer | Promise<Answer>) => {
		(next[route] ??= []).push(answer);
	};

	function answerByDefault(route: AiRoute | undefined, request: RecordedRequest): Response {
		switch (route) {
			case 'token':
			case 'hostedToken':
				return json({ status: 200, body: { token: TOKEN, blog_id: BLOG_ID } });
			case 'feature':
				return json({ status: 200, body: featureBody(state.feature) });
			case 'images':
				return json({ status: 200, body: { data: images.map((b64_json) => ({ b64_json })) } });
			case 'query': {
				const stream = new FakeStream(request);
				streams.push(stream);
				return stream.response;
			}
			default:
				return json({ status: 404, body: { code: 'rest_no_route', message: 'No route.' } });
		}
	}

	const fetch: typeof globalThis.fetch = async (input, init) => {
		const request = new Request(input, init);
		const route = routeOf(request);
		const recorded = await record(request, route);
		requests.push(recorded);
		const { signal } = recorded;
		if (signal.aborted) {
			throw abortError();
		}
		const queued = route === undefined ? undefined : next[route]?.shift();
		const answer = queued === undefined ? DEFAULT_ANSWER : await untilAborted(queued, signal);
		if (answer.kind === 'offline') {
			throw offlineError();
		}
		if (answer.kind === 'reply') {
			return json(answer.reply);
		}
		return answerByDefault(route, recorded);
	};

	return {
		fetch,
		requests,
		/** The answers to queries, in the order they were asked. */
		streams,
		/** The requests that reached `route`, in order. */
		requestsTo: (route: AiRoute) => requests.filter((request) => request.route === route),
		/** The `index`th streamed answer; throws when there were not that many queries. */
		stream(index: number): FakeStream {
			const stream = streams[index];
			if (!stream) {
				throw new Error(`The service streamed ${streams.length} answers, not ${index + 1}.`);
			}
			return stream;
		},
		/** From now on the feature route answers `feature`. */
		setFeature(feature: AiFeature): void {
			state.feature = feature;
		},
		/** Answers the next request to `route` with `reply` (an HTTP error, another body). */
		replyNext(route: AiRoute, reply: HttpReply): void {
			queue(route, { kind: 'reply', reply });
		},
		/** The next request to `route` fails as `fetch` does when the network is down. */
		failNext(route: AiRoute): void {
			queue(route, { kind: 'offline' });
		},
		/** The next request to `route` waits for the test's answer (or for its abort). */
		holdNext(route: AiRoute): HeldRequest {
			let decide: (answer: Answer) => void = () => undefined;
			queue(
				route,
				new Promise<Answer>((resolve) => {
					decide = resolve;
				})
			);
			return {
				release: (reply) => decide(reply ? { kind: 'reply', reply } : DEFAULT_ANSWER),
			};
		},
	};
}

export type FakeAiService = ReturnType<typeof createFakeAiService>;

/**
 * A long reply as word-sized pieces, as a fast model streams it: `count` words, a new
 * paragraph every 200 of them. `pieces.join('')` is the reply.
 */
export function replyPieces(count: number): string[] {
	return Array.from({ length: count }, (_, index) => {
		if (index === 0) {
			return 'Bees';
		}
		return index % 200 === 0 ? '\n\nBees' : ` word${index % 7}`;
	});
}
