import type { AiEngine, EngineDelta, EngineRequest } from './engine';
import { draftForm } from './form-draft';
import { offlineTaskOf, subjectOf } from './offline-task';
import { DEFAULT_OFFLINE_PACE_MS } from './config';
import { pause } from './pause';
import { correctSpelling, looksEnglish } from './spelling';
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

/** Said instead of a correction when most words of the text are not English. */
export const ENGLISH_ONLY_LABEL =
	'The offline dictionary is English-only (en-US), and this text does not look English: it is returned unchanged.';

/**
 * The whole reply of the offline engine to a request; deterministic. Every
 * reply says it is offline but a contact form's, which is block markup only.
 */
export function offlineReply(request: EngineRequest): string {
	const task = offlineTaskOf(request);
	if (task === 'unclear') {
		return `${UNCLEAR_PROMPT_MARKER} The request has no words to work with.`;
	}
	if (task === 'form') {
		// Pure block markup: a label line would become a freeform block, which Form AI drops.
		return draftForm(request);
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
	if (task === 'correctSpelling' && !looksEnglish(subject)) {
		return `${OFFLINE_LABEL} ${ENGLISH_ONLY_LABEL}\n\n${subject}`;
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

export interface OfflineEngineOptions {
	/** Milliseconds between two pieces, as a model's stream is spread over time. Default {@link DEFAULT_OFFLINE_PACE_MS}. */
	readonly paceMs?: number;
}

/** The engine used when no upstream model is configured. An abort ends its stream, also while it waits. */
export function createOfflineEngine({
	paceMs = DEFAULT_OFFLINE_PACE_MS,
}: OfflineEngineOptions = {}): AiEngine {
	return {
		name: 'offline',
		answer: async (request: EngineRequest, signal: AbortSignal) => {
			const pieces = piecesOf(offlineReply(request));
			async function* deltas(): AsyncGenerator<EngineDelta> {
				for (const [index, piece] of pieces.entries()) {
					if (index > 0) {
						await pause(paceMs, signal);
					}
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
