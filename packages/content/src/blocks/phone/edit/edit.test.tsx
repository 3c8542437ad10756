import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import PhoneEdit from './index';

function renderEdit(phone: string, isSelected: boolean) {
	const changes: unknown[] = [];
	render(
		<PhoneEdit
			attributes={{ phone }}
			setAttributes={(change) => changes.push(change)}
			isSelected={isSelected}
			clientId="phone-1"
			className="wp-block-blockyard-phone"
			context={{}}
		/>
	);
	return changes;
}

afterEach(cleanup);

describe('the phone edit', () => {
	it('edits the number in a labelled telephone input while selected', () => {
		const changes = renderEdit('', true);
		const input = screen.getByRole('textbox', { name: 'Phone number' });
		expect(input.getAttribute('type')).toBe('tel');
		fireEvent.change(input, { target: { value: '+1 555 0100' } });
		expect(changes).toEqual([{ phone: '+1 555 0100' }]);
	});

	it('shows the number as typed in a tel: link of its digits when not selected', () => {
		renderEdit('Call +1 (555) 010-9999', false);
		const link = screen.getByRole('link', { name: '+1 (555) 010-9999' });
		expect(link.getAttribute('href')).toBe('tel:+15550109999');
		expect(link.parentElement?.textContent).toBe('Call +1 (555) 010-9999');
	});
});
