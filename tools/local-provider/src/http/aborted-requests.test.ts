// A client that goes away mid-request (a closed tab, a cancelled upload) is not a failure of the
// provider's: it is logged as aborted, never as a 500, and not reported as an error.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { createErrorHandler } from './error-handlers';
import { requestLog } from './request-log';

function appWithLog() {
	const lines: string[] = [];
	const reported: unknown[] = [];
	const app = new Hono();
	app.use(requestLog((line) => lines.push(line)));
	app.onError(createErrorHandler((error) => reported.push(error)));
	app.post('/body', async (c) => {
		await c.req.text();
		throw new Error('the body stream broke');
	});
	return { app, lines, reported };
}

describe('a request its client aborted', () => {
	it('is logged as aborted, not as a 500, and not reported', async () => {
		const { app, lines, reported } = appWithLog();
		const gone = new AbortController();
		gone.abort();
		await app.request('http://127.0.0.1/body', { method: 'POST', body: 'x', signal: gone.signal });
		expect(reported).toEqual([]);
		expect(lines).toEqual([expect.stringMatching(/^POST \/body aborted by the client \d+ms$/)]);
	});

	it('leaves a failure with its client still waiting a reported 500', async () => {
		const { app, lines, reported } = appWithLog();
		const response = await app.request('http://127.0.0.1/body', { method: 'POST', body: 'x' });
		expect(response.status).toBe(500);
		expect(reported).toHaveLength(1);
		expect(lines).toEqual([expect.stringMatching(/^POST \/body 500 \d+ms$/)]);
	});
});
