import { describe, expect, it } from 'vitest';

import { unclearPromptState } from './unclear-marker';

describe('unclearPromptState', () => {
	it.each([
		['', 'pending'],
		['**', 'pending'],
		['JETPACK_AI', 'pending'],
		['** JETPACK_', 'pending'],
		['JETPACK_AI_ERROR', 'unclear'],
		['**JETPACK_AI_ERROR**: no', 'unclear'],
		['JETPACK rocks', 'clear'],
		['Hello', 'clear'],
		['jetpack_ai_error', 'clear'],
	] as const)('%j is %s', (text, state) => {
		expect(unclearPromptState(text)).toBe(state);
	});
});
