import { describe, expect, it } from 'vitest';

import { changeSummary } from './change-summary';

describe('changeSummary', () => {
	it('says what a change replaces, adds or removes, and what was decided', () => {
		expect(changeSummary({ id: 0, removed: 'big', added: 'large' }, undefined)).toBe(
			'Replaces “big” with “large”.'
		);
		expect(changeSummary({ id: 1, removed: '', added: 'very' }, 'accepted')).toBe(
			'Adds “very”. Accepted.'
		);
		expect(changeSummary({ id: 2, removed: 'old', added: '' }, 'rejected')).toBe(
			'Removes “old”. Rejected.'
		);
	});

	it('quotes the text as a reader sees it, and cuts a long one', () => {
		expect(
			changeSummary(
				{ id: 0, removed: 'Teh', added: '_Offline note._\n\n**The** snake_case' },
				undefined
			)
		).toBe('Replaces “Teh” with “Offline note. The snake_case”.');
		const long = 'word '.repeat(40);
		const summary = changeSummary({ id: 0, removed: '', added: long }, undefined);
		expect(summary).toHaveLength('Adds “”.'.length + 80);
		expect(summary).toContain('…”.');
	});
});
