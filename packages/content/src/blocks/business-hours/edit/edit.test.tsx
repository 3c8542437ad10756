import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
	ENGLISH_WEEK_MONDAY,
	dayOf,
	descriptionOf,
	isChecked,
	renderEdit,
	stubHost,
	stubLocalizedWeek,
	weekWith,
} from './test/test-harness';

beforeEach(() => {
	stubHost();
	stubLocalizedWeek({ status: 200, body: ENGLISH_WEEK_MONDAY });
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('the edit view, editing', () => {
	it('closing a day clears its intervals', async () => {
		const { attributes } = renderEdit();
		await screen.findByRole('group', { name: 'Monday' });

		fireEvent.click(screen.getByRole('checkbox', { name: 'Open on Monday' }));

		expect(dayOf(attributes().days, 'Mon')?.hours).toEqual([]);
		expect(isChecked(screen.getByRole('checkbox', { name: 'Open on Monday' }))).toBe(false);
		expect(screen.queryByLabelText('Opening time, Monday, interval 1')).toBeNull();
	});

	it('opening a day sets exactly one 09:00-17:00 interval', async () => {
		const { attributes } = renderEdit();
		await screen.findByRole('group', { name: 'Sunday' });

		fireEvent.click(screen.getByRole('checkbox', { name: 'Open on Sunday' }));

		expect(dayOf(attributes().days, 'Sun')?.hours).toEqual([{ opening: '09:00', closing: '17:00' }]);
		expect(screen.getByLabelText('Opening time, Sunday, interval 1')).toHaveProperty('value', '09:00');
		expect(screen.getByLabelText('Closing time, Sunday, interval 1')).toHaveProperty('value', '17:00');
	});

	it('labels and types the time inputs', async () => {
		renderEdit();
		const opening = await screen.findByLabelText('Opening time, Tuesday, interval 1');
		const closing = screen.getByLabelText('Closing time, Tuesday, interval 1');
		expect(opening.getAttribute('type')).toBe('time');
		expect(opening.getAttribute('placeholder')).toBe('09:00');
		expect(closing.getAttribute('placeholder')).toBe('17:00');
	});

	it('adds an empty interval, and offers removal only while a day has more than one', async () => {
		const { attributes } = renderEdit();
		const monday = await screen.findByRole('group', { name: 'Monday' });
		expect(within(monday).queryByRole('button', { name: /Remove hours/ })).toBeNull();

		fireEvent.click(within(monday).getByRole('button', { name: 'Add hours on Monday' }));

		expect(dayOf(attributes().days, 'Mon')?.hours).toEqual([
			{ opening: '09:00', closing: '17:00' },
			{ opening: '', closing: '' },
		]);
		const newOpening = screen.getByLabelText('Opening time, Monday, interval 2');
		expect(document.activeElement).toBe(newOpening);
		expect(within(monday).getAllByRole('button', { name: /^Remove hours, Monday/ })).toHaveLength(2);

		fireEvent.click(screen.getByRole('button', { name: 'Remove hours, Monday, interval 1' }));

		expect(dayOf(attributes().days, 'Mon')?.hours).toEqual([{ opening: '', closing: '' }]);
		expect(within(monday).queryByRole('button', { name: /Remove hours/ })).toBeNull();
		expect(document.activeElement).toBe(screen.getByLabelText('Opening time, Monday, interval 1'));
	});

	it('keeps what the user typed and explains what is wrong', async () => {
		const { attributes } = renderEdit();
		const closing = await screen.findByLabelText('Closing time, Wednesday, interval 1');

		fireEvent.change(closing, { target: { value: '09:00' } });

		expect(dayOf(attributes().days, 'Wed')?.hours).toEqual([{ opening: '09:00', closing: '09:00' }]);
		expect(closing.getAttribute('aria-invalid')).toBe('true');
		expect(descriptionOf(closing)).toBe(
			'The closing time must differ from the opening time. For a day open all day, turn on Open 24 hours.'
		);
	});

	it('takes a closing time before the opening time as hours past midnight, with a note', async () => {
		const { attributes } = renderEdit();
		const closing = await screen.findByLabelText('Closing time, Wednesday, interval 1');

		fireEvent.change(screen.getByLabelText('Opening time, Wednesday, interval 1'), {
			target: { value: '18:00' },
		});
		fireEvent.change(closing, { target: { value: '02:00' } });

		expect(dayOf(attributes().days, 'Wed')?.hours).toEqual([{ opening: '18:00', closing: '02:00' }]);
		expect(closing.getAttribute('aria-invalid')).toBeNull();
		expect(descriptionOf(closing)).toBe('Closes after midnight, on the next day.');
	});

	it('shows a stored unparsable time in its message', async () => {
		renderEdit({
			days: weekWith({ name: 'Mon', hours: [{ opening: '9am', closing: '17:00' }] }),
		});
		const opening = await screen.findByLabelText('Opening time, Monday, interval 1');
		expect(opening.getAttribute('aria-invalid')).toBe('true');
		expect(descriptionOf(opening)).toBe(
			'“9am” is not a valid opening time. Use hours and minutes, like 09:00.'
		);
	});

	it('open 24 hours stores 00:00-24:00 and hides the time inputs', async () => {
		const { attributes } = renderEdit();
		await screen.findByRole('group', { name: 'Friday' });

		fireEvent.click(screen.getByRole('checkbox', { name: 'Open 24 hours on Friday' }));

		expect(dayOf(attributes().days, 'Fri')?.hours).toEqual([{ opening: '00:00', closing: '24:00' }]);
		expect(screen.queryByLabelText('Opening time, Friday, interval 1')).toBeNull();
		expect(screen.queryByRole('button', { name: 'Add hours on Friday' })).toBeNull();

		fireEvent.click(screen.getByRole('checkbox', { name: 'Open 24 hours on Friday' }));
		expect(dayOf(attributes().days, 'Fri')?.hours).toEqual([{ opening: '09:00', closing: '17:00' }]);
	});
});

describe('interval messages', () => {
	it('notes a closing time of midnight, which a time input cannot show', async () => {
		renderEdit({
			days: weekWith({ name: 'Mon', hours: [{ opening: '18:00', closing: '24:00' }] }),
		});
		const closing = await screen.findByLabelText('Closing time, Monday, interval 1');
		expect(closing.getAttribute('aria-invalid')).toBeNull();
		expect(descriptionOf(closing)).toBe('Closes at midnight (24:00).');
	});
});
