// Test-only: the site of the package's tests is the real local provider the global setup started.
// The DOM the tests run in brings its own `fetch`, which applies a browser's cross-origin rules;
// this one sends the request as a program would, with Node's http.
import { request as httpRequest } from 'node:http';

import { createApi, type Api } from '@blockyard/api-client';
import { inject } from 'vitest';

async function nodeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
	const request = input instanceof Request ? input : new Request(input, init);
	const body = ['GET', 'HEAD'].includes(request.method)
		? undefined
		: Buffer.from(await request.arrayBuffer());
	const headers: Record<string, string> = {};
	request.headers.forEach((value, name) => {
		headers[name] = value;
	});
	return new Promise((resolve, reject) => {
		const outgoing = httpRequest(request.url, { method: request.method, headers }, (incoming) => {
			const chunks: Buffer[] = [];
			incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
			incoming.on('end', () => {
				const responseHeaders = new Headers();
				for (const [name, value] of Object.entries(incoming.headers)) {
					if (typeof value === 'string') {
						responseHeaders.set(name, value);
					}
				}
				const status = incoming.statusCode ?? 500;
				const text = Buffer.concat(chunks).toString('utf8');
				resolve(new Response(status === 204 ? null : text, { status, headers: responseHeaders }));
			});
			incoming.on('error', reject);
		});
		outgoing.on('error', reject);
		outgoing.end(body);
	});
}

/** The api of a site whose REST root is the local provider's, with its nonce. */
export function localProviderApi(): Api {
	const { url, nonce } = inject('localProvider');
	return createApi({ root: `${url}wp-json/`, nonce, fetch: nodeFetch });
}
