import { AI_IMAGES_NOT_ACCEPTED } from '@blockyard/api-client';

import { continuationOf } from './continuation';
import type { AiEngine, EngineDelta, EngineRequest } from './engine';
import { draftForm } from './form-draft';
import { offlineTaskOf, requestText, subjectOf } from './offline-task';
import { excerptOf, postTermsOf, siteCategoriesOf } from './post-suggestions';
import { DEFAULT_OFFLINE_PACE_MS } from './config';
import { pause } from './pause';
import { correctSpelling, looksEnglish } from './spelling';
import { summarize } from './summary';
import { titleFrom } from './title';

/**
 * The most characters of text the offline engine works on: its work is
 * synchronous (spelling suggestions cost milliseconds a word), so a longer
 * text would hold up every other request. The rest is left out, and the reply says so.
 */
export const OFFLINE_TEXT_MAX_CHARS = 4000;

/** The longest reply the offline engine streams, whatever the request. */
export const OFFLINE_REPLY_MAX_CHARS = 8000;

/** Said after a reply whose text was cut to {@link OFFLINE_TEXT_MAX_CHARS}. */
export const CUT_TEXT_NOTE = `_Only the first ${OFFLINE_TEXT_MAX_CHARS.toLocaleString('en-US')} characters were worked on offline._`;

/** `text` cut to at most `max` characters, at the last space before the cut when there is one. */
export function cutAt(text: string, max: number): string {
	if (text.length <= max) {
		return text;
	}
	const cut = text.slice(0, max);
	const space = cut.search(/\s\S*$/);
	return space > max / 2 ? cut.slice(0, space) : cut;
}

/** The marker of an unclear prompt, as the real service sends it. */
export const UNCLEAR_PROMPT_MARKER = 'JETPACK_AI_ERROR';

/** The first line of every offline reply: nobody should mistake it for a model. */
export const OFFLINE_LABEL = '_Offline engine: no AI model is connected to the local provider._';

const LABEL_OF_TASK = {
	correctSpelling: 'Spelling corrected with the en-US Hunspell dictionary:',
	summarize: 'An extractive summary (the sentences with the most frequent words):',
	title: 'A title from the most frequent words:',
} as const;

/**
 * The offline engine's answer to a request for alt text, or to any request
 * carrying an image: the message of the error object (code
 * `images_not_accepted`) that ends its stream. It never describes an image.
 */
export const OFFLINE_CANNOT_SEE_IMAGES =
	'The offline engine cannot see images, so it cannot describe this one.';

/** The error that ends the offline engine's stream instead of a reply, when it refuses the request. */
export function offlineRefusal(
	request: EngineRequest
): { readonly code: string; readonly message: string } | undefined {
	return offlineTaskOf(request) === 'altText'
		? { code: AI_IMAGES_NOT_ACCEPTED, message: OFFLINE_CANNOT_SEE_IMAGES }
		: undefined;
}

/** Said instead of a correction when most words of the text are not English. */
export const ENGLISH_ONLY_LABEL =
	'The offline dictionary is English-only (en-US), and this text does not look English: it is returned unchanged.';

/**
 * The whole reply of the offline engine to a request; deterministic, and at
 * most {@link OFFLINE_REPLY_MAX_CHARS} long. Every reply says it is offline
 * but those the editor puts in place as they are: a contact form's (block
 * markup only), an excerpt (one plain paragraph), tags (a JSON object) and
 * the continuation of a paragraph (one plain sentence).
 * For alt text it is {@link OFFLINE_CANNOT_SEE_IMAGES}, which the engine
 * streams as an error object ({@link offlineRefusal}).
 */
export function offlineReply(request: EngineRequest): string {
	return cutAt(replyOf(request), OFFLINE_REPLY_MAX_CHARS);
}

function replyOf(request: EngineRequest): string {
	const task = offlineTaskOf(request);
	if (task === 'unclear') {
		return `${UNCLEAR_PROMPT_MARKER} The request has no words to work with.`;
	}
	if (task === 'form') {
		// Pure block markup: a label line would become a freeform block, which Form AI drops.
		return draftForm(request);
	}
	if (task === 'altText') {
		return OFFLINE_CANNOT_SEE_IMAGES;
	}
	const whole = subjectOf(request);
	if (task === 'excerpt' || task === 'tags' || task === 'continuation') {
		// Put in place as they are: no label, no note, only what was asked for.
		const subject = cutAt(whole, OFFLINE_TEXT_MAX_CHARS);
		if (task === 'tags') {
			return JSON.stringify(postTermsOf(subject, siteCategoriesOf(requestText(request))));
		}
		return task === 'excerpt' ? excerptOf(subject) : continuationOf(subject);
	}
	const subject = cutAt(whole, OFFLINE_TEXT_MAX_CHARS);
	const note = subject.length < whole.length ? `\n\n${CUT_TEXT_NOTE}` : '';
	return replyAbout(task, subject) + note;
}

function replyAbout(
	task: Exclude<
		ReturnType<typeof offlineTaskOf>,
		'unclear' | 'form' | 'altText' | 'excerpt' | 'tags' | 'continuation'
	>,
	subject: string
): string {
	if (task === 'reply') {
		const words = subject.split(/\s+/).filter(Boolean).length;
		return (
			`${OFFLINE_LABEL}\n\n` +
			`You asked: “${subject}” (${words} ${words === 1 ? 'word' : 'words'}). ` +
			'Offline, this provider can correct spelling, summarize, suggest a title, an excerpt, tags and categories, ' +
			'and continue a paragraph. ' +
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
			const refusal = offlineRefusal(request);
			if (refusal !== undefined) {
				return (async function* refused(): AsyncGenerator<EngineDelta> {
					yield { error: refusal };
				})();
			}
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
