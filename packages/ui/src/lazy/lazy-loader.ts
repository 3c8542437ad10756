/** Where a lazily loaded module is: on its way, here, or failed twice in a row (or timed out). */
export type LazyState<T> =
	| { readonly status: 'idle' }
	| { readonly status: 'loading' }
	| { readonly status: 'loaded'; readonly value: T }
	| { readonly status: 'failed'; readonly error: unknown };

/** A module loaded once on first use, for every caller: its state, and the call that loads it. */
export interface LazyLoader<T> {
	/** The current state: the same object until it changes (for `useSyncExternalStore`). */
	readonly getState: () => LazyState<T>;
	/** Calls `listener` on every change; returns the unsubscribe function. */
	readonly subscribe: (listener: () => void) => () => void;
	/**
	 * Starts loading unless it is loading or loaded (a failed load starts again, with its
	 * automatic retry). Resolves with the value, or rejects when both attempts failed or
	 * the value was not here within the time-out.
	 */
	readonly load: () => Promise<T>;
}

/** How a lazily loaded module is loaded. */
export interface LazyLoaderOptions {
	/** How long to wait before the one automatic retry, in ms. */
	readonly retryDelayMs?: number;
	/**
	 * How long a load (its attempts and the wait between them) may take before it counts as
	 * failed with a {@link LoadTimeoutError}, in ms: {@link LOAD_TIMEOUT_MS} by default.
	 */
	readonly timeoutMs?: number;
}

/** A dropped connection rarely comes back at once: wait a little before the automatic retry. */
export const RETRY_DELAY_MS = 500;

/**
 * A chunk that has not arrived after two minutes will not: the browser gives a stalled
 * request no end of its own, so the load fails then and the user gets Retry.
 */
export const LOAD_TIMEOUT_MS = 120_000;

/** Why a load failed when it took longer than its time-out: the chunk never arrived. */
export class LoadTimeoutError extends Error {
	override readonly name = 'LoadTimeoutError';

	constructor(readonly timeoutMs: number) {
		super(`Not loaded within ${timeoutMs / 1000} s.`);
	}
}

/** `promise`, or a {@link LoadTimeoutError} once `ms` have passed without it settling. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
	return new Promise<T>((resolve, reject) => {
		const timer = setTimeout(() => reject(new LoadTimeoutError(ms)), ms);
		promise.then(
			(value) => {
				clearTimeout(timer);
				resolve(value);
			},
			(error: unknown) => {
				clearTimeout(timer);
				reject(error);
			}
		);
	});
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads `load()` once for every caller, on first use: a failed attempt is retried once
 * by itself, and a second failure, or no value after `timeoutMs`, is kept (status `failed`)
 * until someone calls `load()` again, as a Retry button does. Module-level, so every block
 * of a type shares one load.
 */
export function createLazyLoader<T>(
	load: () => Promise<T>,
	{ retryDelayMs = RETRY_DELAY_MS, timeoutMs = LOAD_TIMEOUT_MS }: LazyLoaderOptions = {}
): LazyLoader<T> {
	let state: LazyState<T> = { status: 'idle' };
	let pending: Promise<T> | undefined;
	const listeners = new Set<() => void>();

	const set = (next: LazyState<T>) => {
		state = next;
		listeners.forEach((listener) => listener());
	};

	const attempt = async (): Promise<T> => {
		try {
			return await load();
		} catch {
			await wait(retryDelayMs);
			return load();
		}
	};

	return {
		getState: () => state,
		subscribe(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		load() {
			if (state.status === 'loaded') {
				return Promise.resolve(state.value);
			}
			if (pending) {
				return pending;
			}
			set({ status: 'loading' });
			pending = withTimeout(attempt(), timeoutMs).then(
				(value) => {
					pending = undefined;
					set({ status: 'loaded', value });
					return value;
				},
				(error: unknown) => {
					pending = undefined;
					set({ status: 'failed', error });
					throw error;
				}
			);
			return pending;
		},
	};
}
