/** The replies one block has had, oldest first, and which one it shows. */
export interface Generations {
	readonly texts: readonly string[];
	readonly index: number;
}

export const NO_GENERATIONS: Generations = Object.freeze({ texts: [], index: -1 });
/** Enough to go back a few tries without keeping a long session's every reply. */
export const MAX_GENERATIONS = 10;

/** `current` with a reply added and shown; the same text twice in a row is kept once. */
export function withGeneration(current: Generations, text: string): Generations {
	const { texts } = current;
	if (text === '' || texts.at(-1) === text) {
		return { texts, index: texts.length - 1 };
	}
	const kept = [...texts, text].slice(-MAX_GENERATIONS);
	return { texts: kept, index: kept.length - 1 };
}
