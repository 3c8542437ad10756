// Typing with the AI Assistant's ghost text on against off: what is typed, the two addresses,
// the warm-up's check that the flag does what it says, and the result (pure, tested).
import type { Typing } from './editor-sample';
import { compare, GHOST_TEXT_TYPING_RATIO_GOAL } from './goals';
import type { GhostTextResult } from './results';
import { summarize } from './stats';

/** The site feature flag that turns ghost text on. */
export const GHOST_TEXT_FLAG = 'ai-ghost-text';

/** The two kinds the scenario compares, the flag off first. */
export const GHOST_TEXT_KINDS = ['off', 'on'] as const;
export type GhostTextKind = (typeof GHOST_TEXT_KINDS)[number];

/**
 * What each kind's address adds: a connected site (every user of an atomic site counts as
 * connected, so the AI Assistant is available), and the flag with it for `on`.
 */
export const GHOST_TEXT_MORE: Readonly<Record<GhostTextKind, string>> = {
	off: '&site=atomic',
	on: `&site=atomic&features=${GHOST_TEXT_FLAG}`,
};

/** The part of the ghost text's built code in a URL: its lazily loaded chunk, `assets/ghost-text-<hash>.js`. */
export const GHOST_TEXT_CHUNK = '/assets/ghost-text-';

/**
 * Ghost text asks after a second without typing: this leaves the local provider's offline
 * continuation time to arrive and be drawn before the typing goes on.
 */
export const GHOST_TEXT_TYPING_PAUSE_MS = 3_000;

/**
 * Three sentences (lower case, full stops), 150 keystrokes in all, with a pause after each of
 * the first two. The paragraph then ends with a whole sentence and the caret, so each pause
 * brings a continuation, and the next keystroke puts it away.
 */
export const GHOST_TEXT_PARTS = [
	' bees visit the flowers to gather nectar and pollen.',
	' a colony keeps its brood warm through the winter.',
	' the hive is a city of forty thousand bees or so',
] as const;

/** The scenario's typing; `afterPause` looks at what each pause brought. */
export const ghostTextTyping = (afterPause?: Typing['afterPause']): Typing => ({
	parts: GHOST_TEXT_PARTS,
	pauseMs: GHOST_TEXT_TYPING_PAUSE_MS,
	...(afterPause ? { afterPause } : {}),
});

/** What a sample saw of the ghost text, beside its keystrokes. */
export interface GhostTextSeen {
	/** Whether the page fetched the ghost text's chunk (a response for {@link GHOST_TEXT_CHUNK}). */
	readonly chunkLoaded: boolean;
	/** Pauses at whose end a continuation was drawn in the canvas. */
	readonly offers: number;
}

/**
 * Why a warm-up sample cannot stand for its kind, or `undefined` when it can. With the flag on
 * the page must have fetched the ghost text's chunk and shown a continuation; with it off,
 * neither. Otherwise the two kinds would not differ by ghost text, and the bench would measure
 * nothing while it seemed to pass.
 */
export function ghostTextWarmUpProblem(kind: GhostTextKind, seen: GhostTextSeen): string | undefined {
	const pauses = GHOST_TEXT_PARTS.length - 1;
	if (kind === 'on' && !seen.chunkLoaded) {
		return `With ${GHOST_TEXT_FLAG} on, the page never fetched the ghost text's chunk (no response for …${GHOST_TEXT_CHUNK}…): is the playground built with it, and the site connected?`;
	}
	if (kind === 'on' && seen.offers === 0) {
		return `With ${GHOST_TEXT_FLAG} on, no continuation was shown at any of the typing's ${pauses} pauses: ghost text was loaded but offered nothing.`;
	}
	if (kind === 'off' && seen.chunkLoaded) {
		return `With ${GHOST_TEXT_FLAG} off, the page fetched the ghost text's chunk (…${GHOST_TEXT_CHUNK}…): it should load only where the flag is on.`;
	}
	if (kind === 'off' && seen.offers > 0) {
		return `With ${GHOST_TEXT_FLAG} off, a continuation was shown: it should be offered only where the flag is on.`;
	}
	return undefined;
}

/** The keystrokes and what was seen of one sample. */
export type GhostTextSampleResult = GhostTextSeen & { readonly keystrokes: readonly number[] };

/** The result of the measured samples of each kind: every keystroke of every sample, on against off. */
export function ghostTextResultOf(
	samples: Readonly<Record<GhostTextKind, readonly GhostTextSampleResult[]>>
): GhostTextResult {
	const typing = compare(
		summarize(samples.on.flatMap((sample) => sample.keystrokes)),
		summarize(samples.off.flatMap((sample) => sample.keystrokes)),
		GHOST_TEXT_TYPING_RATIO_GOAL
	);
	return {
		flag: GHOST_TEXT_FLAG,
		keystrokes: GHOST_TEXT_PARTS.join('').length,
		pauses: GHOST_TEXT_PARTS.length - 1,
		pauseMs: GHOST_TEXT_TYPING_PAUSE_MS,
		offers: samples.on.reduce((total, sample) => total + sample.offers, 0),
		off: typing.core,
		on: typing.all,
		ratio: typing.ratio,
		goal: typing.goal,
		pass: typing.pass,
	};
}
