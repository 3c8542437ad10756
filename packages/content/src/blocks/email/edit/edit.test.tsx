import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import EmailEdit from './index';

function renderEdit(email: string, isSelected: boolean) {
	const changes: unknown[] = [];
	render(
		<EmailEdit
			attributes={{ email }}
			setAttributes={(change) => changes.push(change)}
			isSelected={isSelected}
			clientId="email-1"
			className="wp-block-blockyard-email"
			context={{}}
		/>
	);
	return changes;
}

afterEach(cleanup);

describe('the email edit', () => {
	it('edits the text in a labelled input while selected', () => {
		const changes = renderEdit('', true);
		fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
			target: { value: 'hi@example.com' },
		});
		expect(changes).toEqual([{ email: 'hi@example.com' }]);
	});

	it('links a valid address, keeping trailing punctuation out, when not selected', () => {
		renderEdit('Mail hi@example.com.', false);
		const link = screen.getByRole('link', { name: 'hi@example.com' });
		expect(link.getAttribute('href')).toBe('mailto:hi@example.com');
		expect(link.parentElement?.textContent).toBe('Mail hi@example.com.');
	});

	it('shows an invalid address as text, without a link', () => {
		renderEdit('hi@localhost', false);
		expect(screen.queryByRole('link')).toBeNull();
		expect(screen.getByText('hi@localhost')).toBeTruthy();
	});
});
