/** The part of `Storage` the AI client uses; `localStorage` fits. */
export interface KeyValueStorage {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

/** `localStorage` when the environment has one that works (not in Node, not when the browser blocks it). */
export function defaultStorage(): KeyValueStorage | undefined {
	try {
		const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
		return storage ?? undefined;
	} catch {
		return undefined;
	}
}
