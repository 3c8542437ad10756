import type { AiMessage } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { MAX_HISTORY, NETWORK_FAILURE_TRIM, trimAfterNetworkFailure, withReply } from './history';

const conversation = (count: number): AiMessage[] =>
	Array.from({ length: count }, (_, index) => ({
		role: index % 2 === 0 ? 'user' : 'assistant',
		content: `m${index}`,
	}));

describe('withReply', () => {
	it('appends the user message and the reply', () => {
		const user: AiMessage = { role: 'user', content: 'Question' };
		expect(withReply([], user, 'Answer')).toEqual([user, { role: 'assistant', content: 'Answer' }]);
		expect(withReply([], 'Question', { role: 'assistant', content: 'Answer' })).toEqual([
			{ role: 'user', content: 'Question' },
			{ role: 'assistant', content: 'Answer' },
		]);
	});

	it('keeps at most the last 20 entries', () => {
		expect(MAX_HISTORY).toBe(20);
		const full = withReply(conversation(20), 'q', 'a');
		expect(full).toHaveLength(20);
		expect(full[0]?.content).toBe('m2');
		expect(full.slice(-2).map((message) => message.content)).toEqual(['q', 'a']);
		expect(withReply(conversation(17), 'q', 'a')).toHaveLength(19);
		expect(withReply(conversation(18), 'q', 'a')).toHaveLength(20);
		expect(withReply(conversation(19), 'q', 'a')[0]?.content).toBe('m1');
	});

	it('does not change the messages it is given', () => {
		const messages = conversation(20);
		withReply(messages, 'q', 'a');
		expect(messages).toEqual(conversation(20));
	});
});

describe('trimAfterNetworkFailure', () => {
	it('drops the oldest 8 entries', () => {
		expect(NETWORK_FAILURE_TRIM).toBe(8);
		const trimmed = trimAfterNetworkFailure(conversation(20));
		expect(trimmed).toHaveLength(12);
		expect(trimmed[0]?.content).toBe('m8');
		expect(trimAfterNetworkFailure(conversation(8))).toEqual([]);
		expect(trimAfterNetworkFailure(conversation(3))).toEqual([]);
	});

	it('returns a new array', () => {
		const messages = conversation(2);
		expect(trimAfterNetworkFailure(messages)).not.toBe(messages);
		expect(messages).toHaveLength(2);
	});
});
