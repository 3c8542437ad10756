import { parse } from '@wordpress/block-serialization-default-parser';
import { describe, expect, it } from 'vitest';

import { benchPostContent, TYPED_TEXT } from './bench-post';

describe('the bench post', () => {
	it('holds core blocks only, ending with the paragraph typing goes into', () => {
		const blocks = parse(benchPostContent()).filter((block) => block.blockName !== null);
		const names = new Set(blocks.map((block) => block.blockName));
		expect([...names].every((name) => name?.startsWith('core/'))).toBe(true);
		expect(blocks.length).toBeGreaterThan(10);
		expect(blocks.at(-1)?.blockName).toBe('core/paragraph');
	});

	it('types 150 keystrokes of letters and spaces', () => {
		expect(TYPED_TEXT).toHaveLength(150);
		expect(TYPED_TEXT).toMatch(/^[a-z ]+$/);
	});
});
