import { useSyncExternalStore } from '@wordpress/element';
import { createStore } from 'zustand/vanilla';

/** The replies one block has had, oldest first, and which one it shows. */
export interface Generations {
	readonly texts: readonly string[];
	readonly index: number;
}

const EMPTY: Generations = Object.freeze({ texts: [], index: -1 });
/** Enough to go back a few tries without keeping a long session's every reply. */
export const MAX_GENERATIONS = 10;

const store = createStore<Readonly<Record<string, Generations>>>()(() => ({}));

/**
 * Every reply a block received in this editing session, so an earlier one
 * can be brought back after Try Again or a new request (rather than each
 * reply replacing the last for good). In memory, per block: they are drafts, not content.
 */
export const generations = {
	of: (clientId: string): Generations => store.getState()[clientId] ?? EMPTY,
	/** Adds a reply and shows it; the same text twice in a row is kept once. */
	add(clientId: string, text: string): void {
		const { texts } = generations.of(clientId);
		if (text === '' || texts.at(-1) === text) {
			store.setState({ [clientId]: { texts, index: texts.length - 1 } });
			return;
		}
		const kept = [...texts, text].slice(-MAX_GENERATIONS);
		store.setState({ [clientId]: { texts: kept, index: kept.length - 1 } });
	},
	/** Shows another reply; answers its text, or undefined when there is none there. */
	show(clientId: string, index: number): string | undefined {
		const { texts } = generations.of(clientId);
		const text = texts[index];
		if (text !== undefined) {
			store.setState({ [clientId]: { texts, index } });
		}
		return text;
	},
	forget(clientId: string): void {
		const rest = Object.fromEntries(Object.entries(store.getState()).filter(([id]) => id !== clientId));
		store.setState(rest, true);
	},
};

/** A block's generations; re-renders when they change. */
export function useGenerations(clientId: string): Generations {
	const read = () => generations.of(clientId);
	return useSyncExternalStore(store.subscribe, read, read);
}
