import { AI_CONTINUATION_INSTRUCTION } from '@blockyard/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readAiConfig } from './config';
import type { EngineDelta, EngineRequest } from './engine';
import {
	createOfflineEngine,
	ENGLISH_ONLY_LABEL,
	OFFLINE_LABEL,
	offlineReply,
	piecesOf,
} from './offline-engine';
import { offlineTaskOf, subjectOf } from './offline-task';
import { summarize } from './summary';
import { titleFrom } from './title';

const ask = (question: string): EngineRequest => ({ messages: [{ role: 'user', content: question }] });
const fence = (text: string): string => `\`\`\`\`\`\n${text}\n\`\`\`\`\``;
const continuationRequest = (paragraph: string): EngineRequest =>
	ask(`${AI_CONTINUATION_INSTRUCTION}\n\n${fence(paragraph)}`);

afterEach(() => {
	vi.useRealTimers();
});

describe('offline task detection', () => {
	it.each([
		['Correct spelling and grammar: Teh cat', 'correctSpelling'],
		['Please proofread this: x', 'correctSpelling'],
		['Summarize the following: x', 'summarize'],
		['Generate a post title for: x', 'title'],
		['Continue this text: x', 'continuation'],
		['Write a continuation of: x', 'continuation'],
		['Tell me a joke', 'reply'],
		['?? !!', 'unclear'],
	] as const)('%j → %s', (question, task) => {
		expect(offlineTaskOf(ask(question))).toBe(task);
	});

	it('works on fenced content and ignores words inside it', () => {
		const request: EngineRequest = {
			messages: [
				{ role: 'system', content: 'You are a helpful assistant.' },
				{ role: 'user', content: 'Simplify this:\n`````\nA title and a summary of spelling\n`````' },
			],
		};
		expect(subjectOf(request)).toBe('A title and a summary of spelling');
		expect(offlineTaskOf(request)).toBe('reply');
	});

	it('takes the continuation instruction for a continuation, whatever words the paragraph has', () => {
		const paragraph = 'A title, a summary and a spelling typo: the paragraph names them all.';
		const request = continuationRequest(paragraph);
		expect(offlineTaskOf(request)).toBe('continuation');
		expect(subjectOf(request)).toBe(paragraph);
		expect(offlineTaskOf(ask(`Simplify this:\n${fence('Continue the story, in a continuation.')}`))).toBe(
			'reply'
		);
	});

	const withSystemPrompt = (user: string): EngineRequest => ({
		messages: [
			{
				role: 'system',
				content: 'You are an editor. Never change the title; keep any summary short.',
			},
			{ role: 'user', content: 'Earlier: write a title' },
			{ role: 'assistant', content: 'A Title' },
			{ role: 'user', content: user },
		],
	});

	it('reads the instructions of the last user message only, not the system prompt', () => {
		const correct = withSystemPrompt(
			'Correct spelling and grammar of the following text: `````\nteh cat\n`````'
		);
		expect(offlineTaskOf(correct)).toBe('correctSpelling');
		expect(subjectOf(correct)).toBe('teh cat');
		const tone = withSystemPrompt('Change the tone to formal: we gotta ship it');
		expect(offlineTaskOf(tone)).toBe('reply');
		expect(subjectOf(tone)).toBe('we gotta ship it');
		expect(offlineTaskOf(withSystemPrompt('???'))).toBe('unclear');
	});

	it('reads all messages when there is no user message', () => {
		const request: EngineRequest = {
			messages: [{ role: 'system', content: 'Suggest a title for:\n```\nBees and honey\n```' }],
		};
		expect(offlineTaskOf(request)).toBe('title');
		expect(subjectOf(request)).toBe('Bees and honey');
	});
});

describe('offlineReply', () => {
	it('corrects spelling, labelled as the offline engine', () => {
		const reply = offlineReply(
			ask('Correct spelling and grammar: Teh dog jumpd over the fence becuase it was wierd.')
		);
		expect(reply.startsWith(OFFLINE_LABEL)).toBe(true);
		expect(reply).toContain('The dog jumped over the fence because it was weird.');
	});

	it('is deterministic and says what it cannot do', () => {
		const first = offlineReply(ask('Write a poem about bees'));
		expect(offlineReply(ask('Write a poem about bees'))).toBe(first);
		expect(first).toContain('Offline engine');
		expect(first).toContain('BLOCKYARD_AI_UPSTREAM');
		expect(first).toContain(
			'Offline, this provider can correct spelling, summarize, suggest a title, an excerpt, tags and categories, and continue a paragraph.'
		);
	});

	it('returns a text that is not English unchanged, saying the dictionary is English-only', () => {
		const french = 'Le chat est sur la table et le chien dort dans le jardin.';
		const reply = offlineReply(ask(`Correct spelling and grammar:\n\`\`\`\`\`\n${french}\n\`\`\`\`\``));
		expect(reply).toBe(`${OFFLINE_LABEL} ${ENGLISH_ONLY_LABEL}\n\n${french}`);
	});

	it('continues a paragraph with a bare sentence on its most frequent words, without the offline label', () => {
		const reply = offlineReply(
			continuationRequest('Bees make honey. Bees visit flowers and honey is sweet.')
		);
		expect(reply).toBe('There is more to say about bees and honey.');
		expect(reply).not.toContain(OFFLINE_LABEL);
	});

	it('answers the unclear marker to a request without words', () => {
		expect(offlineReply(ask('???'))).toMatch(/^JETPACK_AI_ERROR/);
	});
});

describe("the offline engine's bounds", () => {
	const typos = 'Teh quick brown fox jumpd over teh lazzy dog and ran awy into the forrest. ';
	const long = typos.repeat(Math.ceil(100_000 / typos.length)).slice(0, 100_000);

	it('works on the first 4,000 characters of a long text, says so, and replies at most 8,000', () => {
		const started = performance.now();
		const corrected = offlineReply(ask(`Correct the spelling: ${long}`));
		expect(performance.now() - started).toBeLessThan(5000); // all of it took about 28 s
		expect(corrected.length).toBeLessThanOrEqual(8000);
		expect(corrected).toContain('The quick brown fox jumped over the lazy dog');
		expect(corrected.endsWith('_Only the first 4,000 characters were worked on offline._')).toBe(true);

		const echoed = offlineReply(ask(`Write about ${long}`));
		expect(echoed.length).toBeLessThanOrEqual(8000);
		expect(echoed).toContain('Only the first 4,000 characters');
		const summary = offlineReply(ask(`Summarize: ${long}`));
		expect(summary.length).toBeLessThanOrEqual(8000);
	});

	it('corrects a word with no near dictionary word in about a millisecond, not seconds', () => {
		const started = performance.now();
		const reply = offlineReply(
			ask(
				'Correct the spelling: the dog and the cat saw qwzxkv and abcdefghijkl in the house, then xqzjvkwpmbtrlsdfgh and zzqqxxjj in teh garden.'
			)
		);
		// Hunspell's suggestion took 2.6 s for qwzxkv alone.
		expect(performance.now() - started).toBeLessThan(1500);
		expect(reply).toContain(
			'the dog and the cat saw qwzxkv and abcdefghijkl in the house, then xqzjvkwpmbtrlsdfgh and zzqqxxjj in the garden.'
		);
	});
});

describe('summarize and titleFrom', () => {
	const text =
		'Bees make honey in hives. The weather was nice yesterday. Honey bees visit flowers to collect nectar for honey. ' +
		'My cousin likes trains.';

	it('keeps the sentences with the most frequent words, in order', () => {
		expect(summarize(text, 2)).toBe(
			'Bees make honey in hives. Honey bees visit flowers to collect nectar for honey.'
		);
	});

	it('makes a title of the most frequent words', () => {
		expect(titleFrom(text)).toBe('Bees Make Honey in Hives');
		expect(titleFrom('')).toBe('Untitled');
	});
});

describe('createOfflineEngine', () => {
	it('streams the reply in word pieces that join back to it', async () => {
		const request = ask('Summarize: One. Two.');
		const pieces: string[] = [];
		const engine = createOfflineEngine({ paceMs: 0 });
		for await (const delta of await engine.answer(request, new AbortController().signal)) {
			pieces.push('content' in delta ? delta.content : '');
		}
		expect(pieces.length).toBeGreaterThan(3);
		expect(pieces.join('')).toBe(offlineReply(request).trimEnd());
		expect(piecesOf('a  b\nc')).toEqual(['a', '  b', '\nc']);
	});

	it('streams a continuation as it is', async () => {
		const request = continuationRequest('Bees make honey. Bees visit flowers and honey is sweet.');
		const pieces: string[] = [];
		const engine = createOfflineEngine({ paceMs: 0 });
		for await (const delta of await engine.answer(request, new AbortController().signal)) {
			pieces.push('content' in delta ? delta.content : '');
		}
		expect(pieces.join('')).toBe('There is more to say about bees and honey.');
	});

	it('stops when aborted', async () => {
		const abort = new AbortController();
		const got: EngineDelta[] = [];
		for await (const delta of await createOfflineEngine().answer(ask('Tell me a story'), abort.signal)) {
			got.push(delta);
			abort.abort();
		}
		expect(got).toHaveLength(1);
	});

	it('waits 30 ms between pieces by default', async () => {
		vi.useFakeTimers();
		const deltas = await createOfflineEngine().answer(
			ask('Tell me a story'),
			new AbortController().signal
		);
		const iterator = deltas[Symbol.asyncIterator]();
		expect((await iterator.next()).done).toBe(false);
		let second = false;
		const next = iterator.next().then(() => (second = true));
		await vi.advanceTimersByTimeAsync(29);
		expect(second).toBe(false);
		await vi.advanceTimersByTimeAsync(1);
		await next;
		expect(second).toBe(true);
	});

	it('ends at once when aborted while waiting, leaving no timer behind', async () => {
		vi.useFakeTimers();
		const abort = new AbortController();
		const engine = createOfflineEngine({ paceMs: 5000 });
		const iterator = (await engine.answer(ask('Tell me a story'), abort.signal))[Symbol.asyncIterator]();
		await iterator.next();
		const next = iterator.next();
		await vi.advanceTimersByTimeAsync(10);
		expect(vi.getTimerCount()).toBe(1);
		abort.abort();
		await expect(next).resolves.toEqual({ done: true, value: undefined });
		expect(vi.getTimerCount()).toBe(0);
	});
});

describe('readAiConfig', () => {
	it('defaults to the offline engine and 20 free requests', () => {
		expect(readAiConfig({})).toEqual({
			model: 'llama3.2',
			models: new Map(),
			freeRequests: 20,
			offlinePaceMs: 30,
			upstreamImages: false,
		});
	});

	it('reads the upstream, key, model and limit', () => {
		expect(
			readAiConfig({
				BLOCKYARD_AI_UPSTREAM: 'http://127.0.0.1:11434/v1/',
				BLOCKYARD_AI_KEY: 'k',
				BLOCKYARD_AI_MODEL: 'qwen',
				BLOCKYARD_AI_MODELS: ' gpt-4 = llama3.1:70b, mistral ,,',
				BLOCKYARD_AI_FREE_REQUESTS: '3',
				BLOCKYARD_AI_OFFLINE_PACE_MS: '0',
			})
		).toEqual({
			upstream: 'http://127.0.0.1:11434/v1',
			key: 'k',
			model: 'qwen',
			models: new Map([
				['gpt-4', 'llama3.1:70b'],
				['mistral', 'mistral'],
			]),
			freeRequests: 3,
			offlinePaceMs: 0,
			upstreamImages: false,
		});
		expect(() => readAiConfig({ BLOCKYARD_AI_FREE_REQUESTS: 'many' })).toThrow(
			/BLOCKYARD_AI_FREE_REQUESTS/
		);
	});

	it.each(['=x', 'gpt-4=', 'a=b=c'])('refuses BLOCKYARD_AI_MODELS=%j', (models) => {
		expect(() => readAiConfig({ BLOCKYARD_AI_MODELS: models })).toThrow(/BLOCKYARD_AI_MODELS/);
	});

	it.each(['-1', '2.5', 'slow'])('refuses BLOCKYARD_AI_OFFLINE_PACE_MS=%j', (pace) => {
		expect(() => readAiConfig({ BLOCKYARD_AI_OFFLINE_PACE_MS: pace })).toThrow(
			/BLOCKYARD_AI_OFFLINE_PACE_MS must be a whole number/
		);
	});
});
