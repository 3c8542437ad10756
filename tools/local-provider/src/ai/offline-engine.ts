import type { AiEngine, EngineDelta, EngineRequest } from './engine';
import { offlineTaskOf, subjectOf } from './offline-task';
import { correctSpelling } from './spelling';
import { summarize } from './summary';
import { titleFrom } from './title';

/** The marker of an unclear prompt, as the real service sends it. */
export const UNCLEAR_PROMPT_MARKER = 'JETPACK_AI_ERROR';

/** The first line of every offline reply: nobody should mistake it for a model. */
export const OFFLINE_LABEL = '_Offline engine: no AI model is connected to the local provider._';

const LABEL_OF_TASK = {
	correctSpelling: 'Spelling corrected with the en-US Hunspell dictionary:',
	summarize: 'An extractive summary (the sentences with the most frequent words):',
	title: 'A title from the most frequent words:',
} as const;

/** The whole reply of the offline engine to a request; deterministic. */
export function offlineReply(request: EngineRequest): string {
	const task = offlineTaskOf(request);
	if (task === 'unclear') {
		return `${UNCLEAR_PROMPT_MARKER} The request has no words to work with.`;
	}
	const subject = subjectOf(request);
	if (task === 'reply') {
		const words = subject.split(/\s+/).filter(Boolean).length;
		return (
			`${OFFLINE_LABEL}\n\n` +
			`You asked: “${subject}” (${words} ${words === 1 ? 'word' : 'words'}). ` +
			'Offline, this provider can correct spelling, summarize and suggest a title. ' +
			'Set BLOCKYARD_AI_UPSTREAM to answer with a real model.'
		);
	}
	const result =
		task === 'correctSpelling'
			? correctSpelling(subject)
			: task === 'summarize'
				? summarize(subject)
				: titleFrom(subject);
	return `${OFFLINE_LABEL} ${LABEL_OF_TASK[task]}\n\n${result}`;
}

/** A reply cut into word-sized pieces, spaces kept, as a model streams. */
export function piecesOf(text: string): string[] {
	return text.match(/\s*\S+/g) ?? [];
}

/** The engine used when no upstream model is configured. */
export function createOfflineEngine(): AiEngine {
	return {
		name: 'offline',
		answer: async (request: EngineRequest, signal: AbortSignal) => {
			const pieces = piecesOf(offlineReply(request));
			async function* deltas(): AsyncGenerator<EngineDelta> {
				for (const piece of pieces) {
					if (signal.aborted) {
						return;
					}
					yield { content: piece };
				}
			}
			return deltas();
		},
	};
}
