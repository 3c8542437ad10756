import { describe, expect, it } from 'vitest';

import { hasEarlierDuplicate, type BlockLookup } from './earlier-duplicate';

const blocks = [
	{ clientId: 'a', name: 'blockyard/contact-form', attributes: { formId: 'one' } },
	{ clientId: 'b', name: 'core/paragraph', attributes: { formId: 'two' } },
	{ clientId: 'c', name: 'blockyard/contact-form', attributes: { formId: 'two' } },
	{ clientId: 'd', name: 'blockyard/contact-form', attributes: { formId: 'one' } },
];

const lookup: BlockLookup = {
	getBlocksByName: (names) =>
		blocks.filter((block) => names.includes(block.name)).map((block) => block.clientId),
	getBlockAttributes: (clientId) => blocks.find((block) => block.clientId === clientId)?.attributes ?? null,
};

const forms = ['blockyard/contact-form'];

describe('hasEarlierDuplicate', () => {
	it('flags the later of two blocks with the same value, not the first', () => {
		expect(hasEarlierDuplicate(lookup, 'd', forms, 'formId', 'one')).toBe(true);
		expect(hasEarlierDuplicate(lookup, 'a', forms, 'formId', 'one')).toBe(false);
	});

	it('only compares blocks of the given types', () => {
		expect(hasEarlierDuplicate(lookup, 'c', forms, 'formId', 'two')).toBe(false);
	});

	it('finds nothing for a block the editor does not hold', () => {
		expect(hasEarlierDuplicate(lookup, 'x', forms, 'formId', 'three')).toBe(false);
	});
});
