import type { Handler, Hono } from 'hono';
import * as z from 'zod';

import { chooseEngine } from '../../ai/choose-engine';
import { readAiConfig } from '../../ai/config';
import { EngineError, type AiEngine, type EngineDelta, type EngineMessage } from '../../ai/engine';
import { verifyAiToken } from '../../ai/jwt';
import { takeAiRequest } from '../../ai/quota';
import { replyEvents } from '../../ai/stream-reply';
import { faultsOf } from '../../http/faults';
import { readJsonBody } from '../../http/read-json-body';
import { RestError } from '../../http/rest-error';
import type { RouteContext } from '../route-context';

/**
 * The AI query route where the platform has it, beside the public API
 * (`/rest/v1.1/`): a client whose platform root is this server's origin
 * streams from here.
 */
export const AI_QUERY_PATH = '/wpcom/v2/jetpack-ai-query';

/** An image a message may carry: an http(s) address, or a base64 `data:image/…` URL (up to 10 MB). */
const imageUrlSchema = z
	.string()
	.max(10_000_000)
	.refine((url) => /^https?:\/\/\S+$/i.test(url) || /^data:image\/[\w.+-]+;base64,[\w+/=]+$/i.test(url), {
		message: 'An image is an http(s) address or a base64 data:image URL.',
	});

/** OpenAI's content parts: text, or an image by its address. */
const contentPartSchema = z.discriminatedUnion('type', [
	z.object({ type: z.literal('text'), text: z.string().max(100_000) }),
	z.object({ type: z.literal('image_url'), image_url: z.object({ url: imageUrlSchema }) }),
]);

const requestSchema = z
	.object({
		question: z.string().max(100_000).optional(),
		messages: z
			.array(
				z
					.object({
						role: z.enum(['system', 'user', 'assistant', 'function']),
						content: z
							.union([z.string().max(100_000), z.array(contentPartSchema).min(1).max(20)])
							.nullable()
							.optional(),
						name: z.string().optional(),
					})
					.refine(
						(message) =>
							message.role === 'user' ||
							!Array.isArray(message.content) ||
							message.content.every((part) => part.type === 'text'),
						{ message: 'Only a user message may carry images.', path: ['content'] }
					)
			)
			.max(100)
			.optional(),
		post_id: z.int().min(0).optional(),
		feature: z.string().max(100).optional(),
		functions: z.array(z.unknown()).max(50).optional(),
		model: z.string().min(1).max(100).optional(),
	})
	.refine((body) => body.question !== undefined || body.messages !== undefined, {
		message: 'Send a question or messages.',
		path: ['question'],
	});

function bearerToken(header: string | undefined): string | undefined {
	const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
	return match?.[1];
}

/**
 * `POST /wpcom/v2/jetpack-ai-query` (and the same under `/wp-json/`): answers with server-sent events
 * (`data: {"choices":[{"delta":{"content":"…"}}]}` … `data: [DONE]`), from
 * the upstream model when `BLOCKYARD_AI_UPSTREAM` is set, else from the
 * offline engine. A user message's content may be OpenAI's content parts
 * (text and `image_url`); an engine that does not accept images answers one
 * that carries an image with an `images_not_accepted` error object. A `model` the client asks for is used when the upstream
 * allows it (`BLOCKYARD_AI_MODELS`), else the default model answers; the
 * offline engine has only one way of answering. Needs a bearer token from
 * one of the JWT routes; each query counts against the free requests (429
 * once they are used up). `stream_cache` is accepted and ignored.
 */
export function mountAiQuery(app: Hono, { db }: RouteContext, engine?: AiEngine): void {
	const config = readAiConfig(process.env);
	const answerer = engine ?? chooseEngine(config);

	const query: Handler = async (c) => {
		const token = bearerToken(c.req.header('Authorization'));
		if (token === undefined || verifyAiToken(db, token) === undefined) {
			throw new RestError('rest_forbidden', 'A valid AI token is required.', 401);
		}
		const body = await readJsonBody(c, requestSchema);
		if (!takeAiRequest(db, config.freeRequests)) {
			throw new RestError(
				'rate_limit_exceeded',
				'You have reached the limit of requests for this site.',
				429
			);
		}
		const messages: EngineMessage[] = body.messages?.map((message) => ({
			role: message.role,
			content: message.content ?? '',
		})) ?? [{ role: 'user', content: body.question ?? '' }];

		const abort = new AbortController();
		let deltas: AsyncIterable<EngineDelta>;
		try {
			deltas = await answerer.answer(
				{
					messages,
					...(body.feature !== undefined ? { feature: body.feature } : {}),
					...(body.functions ? { functions: body.functions } : {}),
					...(body.model !== undefined ? { model: body.model } : {}),
				},
				abort.signal
			);
		} catch (error) {
			if (error instanceof EngineError) {
				throw new RestError('ai_engine_unavailable', error.message, error.status);
			}
			throw error;
		}

		const encoder = new TextEncoder();
		const events = replyEvents(deltas, faultsOf(c), abort.signal);
		const stream = new ReadableStream<Uint8Array>({
			async pull(controller) {
				try {
					const next = await events.next();
					if (next.done) {
						controller.close();
					} else {
						controller.enqueue(encoder.encode(next.value));
					}
				} catch (error) {
					controller.error(error);
				}
			},
			cancel() {
				abort.abort();
				void events.return(undefined);
			},
		});
		return new Response(stream, {
			headers: {
				'Content-Type': 'text/event-stream; charset=utf-8',
				'Cache-Control': 'no-cache',
				'X-Blockyard-AI-Engine': answerer.name,
			},
		});
	};
	app.post(AI_QUERY_PATH, query);
}
