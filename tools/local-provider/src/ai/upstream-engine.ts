import { AI_IMAGES_NOT_ACCEPTED } from '@blockyard/api-client';

import { acceptsImages, type AiConfig } from './config';
import { carriesImage, EngineError, type AiEngine, type EngineDelta, type EngineRequest } from './engine';
import { takeSseData } from './sse-text';

interface UpstreamChunk {
	choices?: {
		delta?: { content?: string | null; function_call?: { name?: string; arguments?: string } };
	}[];
}

function deltaOf(data: string): EngineDelta | undefined {
	let chunk: UpstreamChunk;
	try {
		chunk = JSON.parse(data) as UpstreamChunk;
	} catch {
		return undefined;
	}
	const delta = chunk.choices?.[0]?.delta;
	if (delta?.function_call) {
		return { functionCall: delta.function_call };
	}
	return delta?.content ? { content: delta.content } : undefined;
}

async function* relay(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<EngineDelta> {
	const decoder = new TextDecoder();
	const reader = body.getReader();
	let buffer = '';
	try {
		while (!signal.aborted) {
			const { done, value } = await reader.read();
			buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
			const { data, rest } = takeSseData(done ? `${buffer}\n\n` : buffer);
			buffer = rest;
			for (const item of data) {
				if (item.trim() === '[DONE]') {
					return;
				}
				const delta = deltaOf(item);
				if (delta) {
					yield delta;
				}
			}
			if (done) {
				return;
			}
		}
	} finally {
		reader.cancel().catch(() => undefined);
	}
}

/** The upstream model for the one a client asked for: its entry in `models`, else the default. */
export function upstreamModel(config: AiConfig, requested: string | undefined): string {
	return (requested === undefined ? undefined : config.models.get(requested)) ?? config.model;
}

/** What an upstream engine not configured for images answers to a request carrying one. */
export const UPSTREAM_IMAGES_NOT_ACCEPTED =
	'The upstream model does not accept images (BLOCKYARD_AI_UPSTREAM_IMAGES is not set), so the request was not sent.';

async function* refused(message: string): AsyncGenerator<EngineDelta> {
	yield { error: { code: AI_IMAGES_NOT_ACCEPTED, message } };
}

/**
 * Streams from an OpenAI-compatible server (`POST {upstream}/chat/completions`
 * with `stream: true`): Ollama, llama.cpp's server, a hosted API. Its status
 * errors become {@link EngineError}s: 429 stays 429, the rest is 503. Content
 * parts (images) go on as they came when the model accepts images
 * (`BLOCKYARD_AI_UPSTREAM_IMAGES`); otherwise a request carrying an image is
 * never sent, and its stream is one `images_not_accepted` error object.
 */
export function createUpstreamEngine(
	config: AiConfig & { readonly upstream: string },
	fetchImpl: typeof globalThis.fetch = globalThis.fetch
): AiEngine {
	return {
		name: `upstream ${config.upstream} (${config.model})`,
		answer: async (request: EngineRequest, signal: AbortSignal) => {
			if (carriesImage(request) && !acceptsImages(config)) {
				return refused(UPSTREAM_IMAGES_NOT_ACCEPTED);
			}
			let response: Response;
			try {
				response = await fetchImpl(`${config.upstream}/chat/completions`, {
					method: 'POST',
					headers: {
						'Content-Type': 'application/json',
						Accept: 'text/event-stream',
						...(config.key ? { Authorization: `Bearer ${config.key}` } : {}),
					},
					body: JSON.stringify({
						model: upstreamModel(config, request.model),
						stream: true,
						messages: request.messages,
						...(request.functions?.length ? { functions: request.functions } : {}),
					}),
					signal,
				});
			} catch (cause) {
				throw new EngineError(`The upstream model at ${config.upstream} did not answer.`, 503, {
					cause,
				});
			}
			if (!response.ok || !response.body) {
				response.body?.cancel().catch(() => undefined);
				throw new EngineError(
					`The upstream model answered ${response.status}.`,
					response.status === 429 ? 429 : 503
				);
			}
			return relay(response.body, signal);
		},
	};
}
