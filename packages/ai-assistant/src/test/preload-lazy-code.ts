// What the client and the store load on first use (a transport's sending, ky with it, with its
// first request; the AI calls with the first check of the site's plan), loaded before each test
// file: a request a test starts then reaches the fake service within the tick the test waits
// for, as on a page that has used them. One request to a stand-in site loads the transport's.
import { createApi } from '@blockyard/api-client';
import * as z from 'zod/mini';

await createApi({ root: 'http://preload.test/', fetch: () => Promise.resolve(new Response('null')) })
	.site.request('preload', { schema: z.null() })
	.catch(() => undefined);
await import('../store/feature-call');

export {};
