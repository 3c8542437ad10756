import type { EngineDelta } from './engine';

/** Sentences a long reply is made of: plain prose with a little markdown, as a model writes. */
const SENTENCES = [
	'Bees visit flowers to gather nectar and pollen for the hive.',
	'A colony keeps its brood warm by shivering its flight muscles.',
	'Workers **dance** to tell one another where the best flowers are.',
	'Honey is nectar that the bees have dried and sealed in wax cells.',
	'In winter the colony clusters together and lives on its stores.',
	'A queen may lay more than a thousand eggs on a summer day.',
];

/** Sentences in one paragraph; every fourth paragraph is a short list instead. */
const PARAGRAPH_SENTENCES = 4;

/**
 * A reply of exactly `tokens` word-sized pieces (spaces kept, paragraphs and
 * list items started with their line breaks), the same for the same count:
 * what the `tokens=N` fault streams instead of the engine's reply, to measure
 * how a client renders a long stream.
 */
export function* longReplyPieces(tokens: number): Generator<string> {
	let sent = 0;
	for (let paragraph = 0; ; paragraph += 1) {
		const isList = paragraph % 4 === 3;
		for (let line = 0; line < PARAGRAPH_SENTENCES; line += 1) {
			const sentence = SENTENCES[(paragraph * PARAGRAPH_SENTENCES + line) % SENTENCES.length] ?? '';
			const start =
				paragraph === 0 && line === 0
					? ''
					: isList
						? line === 0
							? '\n\n- '
							: '\n- '
						: line === 0
							? '\n\n'
							: ' ';
			for (const [index, word] of sentence.split(' ').entries()) {
				if (sent === tokens) {
					return;
				}
				yield index === 0 ? `${start}${word}` : ` ${word}`;
				sent += 1;
			}
		}
	}
}

/** {@link longReplyPieces} as engine deltas. */
export async function* longReplyDeltas(tokens: number): AsyncGenerator<EngineDelta> {
	for (const content of longReplyPieces(tokens)) {
		yield { content };
	}
}
