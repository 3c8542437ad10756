import type { AiQueryOptions, AiStreamEvent, AiTokenOptions, AiTokenRecord } from '@blockyard/api-client';
import type { BlockyardHost } from '@blockyard/ui';
import { vi } from 'vitest';

type Step =
	| { readonly kind: 'text'; readonly content: string }
	| { readonly kind: 'finish' }
	| { readonly kind: 'fail'; readonly error: unknown };

/**
 * One streamed query the test drives, like `client.ai.streamQuery`: `send`
 * yields `chunk` and `suggestion`, `finish` yields `done` with the whole text,
 * `fail` throws. As the real client does, an abort of the `signal` ends the
 * iteration with `done` and the text so far; whatever the test sends after
 * that is dropped.
 */
export class FakeStream {
	readonly options: AiQueryOptions;
	readonly events: AsyncGenerator<AiStreamEvent, void, undefined>;
	/** True once the consumer stopped iterating (the generator returned or threw). */
	closed = false;
	private readonly steps: Step[] = [];
	private wake: (() => void) | undefined;

	constructor(options: AiQueryOptions) {
		this.options = options;
		options.signal?.addEventListener('abort', () => this.poke(), { once: true });
		this.events = this.run();
	}

	/** The service sends more text. */
	send(content: string): void {
		this.push({ kind: 'text', content });
	}

	/** The service ends the reply. */
	finish(): void {
		this.push({ kind: 'finish' });
	}

	/** The stream breaks with `error` (an `AiError`, as the real client throws). */
	fail(error: unknown): void {
		this.push({ kind: 'fail', error });
	}

	get aborted(): boolean {
		return this.options.signal?.aborted ?? false;
	}

	private push(step: Step): void {
		this.steps.push(step);
		this.poke();
	}

	private poke(): void {
		const wake = this.wake;
		this.wake = undefined;
		wake?.();
	}

	private async next(): Promise<Step | undefined> {
		while (!this.aborted && this.steps.length === 0) {
			await new Promise<void>((resolve) => {
				this.wake = resolve;
			});
		}
		return this.aborted ? undefined : this.steps.shift();
	}

	private async *run(): AsyncGenerator<AiStreamEvent, void, undefined> {
		let text = '';
		try {
			for (;;) {
				const step = await this.next();
				if (step === undefined) {
					// Aborted: the real client ends with the text shown so far.
					yield { type: 'done', text };
					return;
				}
				if (step.kind === 'fail') {
					throw step.error;
				}
				if (step.kind === 'finish') {
					yield { type: 'done', text };
					return;
				}
				text += step.content;
				yield { type: 'chunk', text: step.content };
				yield { type: 'suggestion', text };
			}
		} finally {
			this.closed = true;
		}
	}
}

/** A token as `client.ai.requestToken` returns it. */
export const TOKEN: AiTokenRecord = { token: 'jwt-1', blogId: '1', expire: Number.MAX_SAFE_INTEGER };

/**
 * The `ai` calls of a fake API client: `requestToken` resolves with {@link TOKEN}
 * unless a test says otherwise; each `streamQuery` call makes a {@link FakeStream}
 * the test drives, kept in `streams` in call order.
 */
export function createFakeAi() {
	const streams: FakeStream[] = [];
	const requestToken = vi.fn<(options?: AiTokenOptions) => Promise<AiTokenRecord>>(() =>
		Promise.resolve(TOKEN)
	);
	const streamQuery = vi.fn((options: AiQueryOptions) => {
		const stream = new FakeStream(options);
		streams.push(stream);
		return stream.events;
	});
	return { streams, requestToken, streamQuery };
}

export type FakeAi = ReturnType<typeof createFakeAi>;

/** A host editing post 7 titled 'T', whose other methods are spies. */
export function createTestHost(): BlockyardHost {
	return {
		site: { locale: 'en_US', type: 'self-hosted', features: {} },
		rest: { root: '/wp-json/', providerRoot: '/wp-json/', nonce: 'nonce' },
		getPost: () => ({ id: 7, title: 'T' }),
		setPostTitle: vi.fn(),
		lockPostSaving: vi.fn(),
		unlockPostSaving: vi.fn(),
		uploadMedia: vi.fn(),
		notify: vi.fn(),
		subscribe: () => () => undefined,
	};
}
