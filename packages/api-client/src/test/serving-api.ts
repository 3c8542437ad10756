// A client of a site that answers every request with one status and body, noting each request.
import { createApi, type Api } from '../api';

/** A request the site was sent: its method, address and JSON body (undefined for none). */
export interface SeenRequest {
	readonly method: string;
	readonly url: URL;
	readonly body: unknown;
}

/**
 * An api whose site (`https://site.test/wp-json/`, the provider's root beside it) answers
 * `answer` as JSON with `status` to every request, each noted in `seen`.
 */
export function servingApi(status: number, answer: unknown, seen: SeenRequest[] = []): Api {
	return createApi({
		root: 'https://site.test/wp-json/',
		providerRoot: 'https://provider.test/wp-json/',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			const text = await request.text();
			seen.push({
				method: request.method,
				url: new URL(request.url),
				body: text === '' ? undefined : JSON.parse(text),
			});
			return new Response(JSON.stringify(answer), { status });
		},
	});
}

/**
 * An api (site `https://site.test/wp-json/`, the provider's root beside it) whose every request
 * is recorded in `requests` and answered with `answer(request)` as JSON (status 200 unless given).
 */
export function answeringApi(answer: (request: Request) => { status?: number; body: unknown }): {
	api: Api;
	requests: Request[];
} {
	const requests: Request[] = [];
	const api = createApi({
		root: 'https://site.test/wp-json/',
		providerRoot: 'https://provider.test/wp-json/',
		fetch: async (input, init) => {
			const request = new Request(input, init);
			requests.push(request);
			const { status = 200, body } = answer(request);
			return new Response(JSON.stringify(body), { status });
		},
	});
	return { api, requests };
}
