import { FIELD_KINDS, FORMS_CONTRACT, fieldBlockName } from '@blockyard/api-client';
import { registerUiBlocks } from '@blockyard/ui';
import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerFormsBlocks } from '../index';

beforeAll(() => {
	registerUiBlocks();
	registerFormsBlocks();
});

/** The saved HTML of every field kind (required, with options and a placeholder) and of the form's button in both its elements. */
function everySavedControl(): Document {
	const fields = FIELD_KINDS.map((kind) =>
		getSaveContent(fieldBlockName(kind), {
			name: `${kind}-a1b2`,
			label: kind,
			required: true,
			placeholder: 'Hint',
			options: ['One', 'Two'],
		})
	);
	const buttons = (['button', 'input'] as const).map((element) =>
		getSaveContent('blockyard/button', { element, saveInPostContent: true, text: 'Submit' })
	);
	return new DOMParser().parseFromString([...fields, ...buttons].join(''), 'text/html');
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

// The WordPress plugin lets an author save exactly the contract's lists
// (packages/wordpress-plugin/plugin/includes/kses.php): a control saved with another type or
// autocomplete value would lose it for authors and be invalid on reload, and a value the
// blocks never save should not be allowed.
describe('the controls the form blocks save', () => {
	it("use exactly the forms contract's input types", () => {
		const types = Array.from(
			everySavedControl().querySelectorAll('input'),
			(input) => input.getAttribute('type') ?? ''
		);
		expect(sorted(types)).toEqual(sorted(FORMS_CONTRACT.inputTypes));
	});

	it("use exactly the forms contract's autocomplete values", () => {
		const values = Array.from(
			everySavedControl().querySelectorAll('[autocomplete]'),
			(control) => control.getAttribute('autocomplete') ?? ''
		);
		expect(sorted(values)).toEqual(sorted(FORMS_CONTRACT.autocompleteValues));
	});

	it("name every control with a name the contract's fieldName pattern allows", () => {
		const pattern = new RegExp(FORMS_CONTRACT.patterns.fieldName ?? '^$', 'u');
		const names = Array.from(
			everySavedControl().querySelectorAll('[name]'),
			(control) => control.getAttribute('name') ?? ''
		);
		expect(names.length).toBeGreaterThan(FIELD_KINDS.length);
		expect(names.filter((name) => !pattern.test(name))).toEqual([]);
	});
});
