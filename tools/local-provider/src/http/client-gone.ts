import type { Context } from 'hono';

/** Whether the request's client has gone: the server aborts a request's signal when its connection closes first. */
export const clientGone = (c: Context): boolean => c.req.raw.signal.aborted;

/** The answer to a request whose client has gone, which nobody reads: 499, nginx's "client closed request". */
export const answerToGoneClient = (): Response => new Response(null, { status: 499 });
