import { describe, expect, it } from 'vitest';

import { longReplyPieces } from './long-reply';

describe('longReplyPieces', () => {
	it('is exactly the number of pieces asked for, each one word with its leading space or break', () => {
		for (const tokens of [0, 1, 7, 20_000]) {
			const pieces = [...longReplyPieces(tokens)];
			expect(pieces).toHaveLength(tokens);
			expect(pieces.every((piece) => /^( |\n\n|\n\n- |\n- )?\S+$/.test(piece))).toBe(true);
		}
	});

	it('reads as paragraphs and lists of markdown, the same every time', () => {
		const text = [...longReplyPieces(200)].join('');
		expect(text.startsWith('Bees visit flowers')).toBe(true);
		expect(text).toContain('\n\nIn winter');
		expect(text).toContain('\n\n- ');
		expect(text).toContain('**dance**');
		expect([...longReplyPieces(200)].join('')).toBe(text);
	});
});
