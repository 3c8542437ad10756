import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { onTestFinished } from 'vitest';
import * as z from 'zod';

import { createProvider, type Provider, type ProviderOptions } from '../create-provider';

/** A new empty data folder, removed when the current test ends. */
export function freshDataDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'blockyard-provider-'));
	onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
	return dir;
}

export interface TestProvider extends Provider {
	readonly dataDir: string;
	/** Every line the provider logged. */
	readonly lines: string[];
	/** Errors it reported (500s). */
	readonly errors: unknown[];
}

/** A provider on a fresh data folder (or the given one), closed when the current test ends. */
export function freshProvider(options: Partial<ProviderOptions> = {}): TestProvider {
	const dataDir = options.dataDir ?? freshDataDir();
	const lines: string[] = [];
	const errors: unknown[] = [];
	const provider = createProvider({
		log: (line) => lines.push(line),
		reportError: (error) => errors.push(error),
		...options,
		dataDir,
	});
	onTestFinished(() => provider.close());
	return { ...provider, dataDir, lines, errors };
}

/** WordPress's REST error body. */
export const restErrorSchema = z.strictObject({
	code: z.string(),
	message: z.string(),
	data: z.looseObject({ status: z.number() }),
});

export const BASE = 'http://127.0.0.1:8787';

/**
 * A JSON request to the app, without a socket. It carries the provider's nonce
 * (`X-WP-Nonce`) as the playground's requests do, unless `nonce` says otherwise
 * (`false`: none, a string: that one).
 */
export async function requestJson(
	provider: Provider,
	path: string,
	init: RequestInit & { json?: unknown; nonce?: string | false } = {}
): Promise<Response> {
	const { json, nonce = provider.nonce, ...rest } = init;
	const headers = new Headers(rest.headers);
	if (json !== undefined) {
		headers.set('Content-Type', 'application/json');
	}
	if (nonce !== false && !headers.has('X-WP-Nonce')) {
		headers.set('X-WP-Nonce', nonce);
	}
	return provider.app.request(`${BASE}${path}`, {
		...rest,
		headers,
		...(json !== undefined ? { body: JSON.stringify(json) } : {}),
	});
}

/** The response's JSON body, checked against a schema (zod or zod/mini). */
export async function bodyOf<T>(response: Response, schema: { parse(value: unknown): T }): Promise<T> {
	const body: unknown = await response.json();
	return schema.parse(body);
}
