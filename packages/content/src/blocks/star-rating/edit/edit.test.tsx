import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StarRatingAttributes } from '../types';
import StarRatingEdit from './index';

function renderEdit(initial: Partial<StarRatingAttributes> = {}) {
	let current: StarRatingAttributes = {
		rating: 1,
		maxRating: 5,
		align: 'left',
		outOfLabel: '%1$s out of %2$s',
		...initial,
	};
	function Harness() {
		const [attributes, setState] = useState(current);
		const setAttributes = useCallback(
			(
				next:
					| Partial<StarRatingAttributes>
					| ((previous: StarRatingAttributes) => Partial<StarRatingAttributes>)
			) => {
				const change = typeof next === 'function' ? next(current) : next;
				current = { ...current, ...change };
				setState(current);
			},
			[]
		);
		return (
			<StarRatingEdit
				attributes={attributes}
				setAttributes={setAttributes}
				isSelected
				clientId="star-rating-1"
				className="wp-block-blockyard-star-rating"
				context={{}}
			/>
		);
	}
	render(<Harness />);
	return { attributes: () => current };
}

const slider = () => screen.getByRole('slider', { name: 'Rating' });
const star = (number: number) =>
	document.querySelectorAll<HTMLElement>('.wp-block-blockyard-star-rating__star')[
		number - 1
	] as HTMLElement;

afterEach(() => {
	cleanup();
	resetLocaleData(undefined, 'blockyard');
	vi.restoreAllMocks();
});

describe('the star rating in the editor', () => {
	it('is a slider from 0 to the highest rating that says the rating in words', () => {
		renderEdit({ rating: 2.5, maxRating: 7 });
		expect(slider().getAttribute('aria-valuemin')).toBe('0');
		expect(slider().getAttribute('aria-valuemax')).toBe('7');
		expect(slider().getAttribute('aria-valuenow')).toBe('2.5');
		expect(slider().getAttribute('aria-valuetext')).toBe('2.5 out of 7');
		expect(slider().tabIndex).toBe(0);
		expect(document.querySelectorAll('.wp-block-blockyard-star-rating__star')).toHaveLength(7);
	});

	it('sets 3.5 by clicking the fourth star, then clicking it again', () => {
		const { attributes } = renderEdit();
		fireEvent.click(star(4));
		expect(attributes().rating).toBe(4);
		fireEvent.click(star(4));
		expect(attributes().rating).toBe(3.5);
		expect(slider().getAttribute('aria-valuetext')).toBe('3.5 out of 5');
		fireEvent.click(star(4));
		expect(attributes().rating).toBe(4);
	});

	it('goes to 0 when the first star is clicked at half a star', () => {
		const { attributes } = renderEdit({ rating: 0.5 });
		fireEvent.click(star(1));
		expect(attributes().rating).toBe(0);
	});

	it('moves by half a star with the arrow keys; Home and End go to the ends', () => {
		const { attributes } = renderEdit({ rating: 3 });
		const arrow = fireEvent.keyDown(slider(), { key: 'ArrowRight' });
		expect(arrow).toBe(false); // handled: the editor does not move to another block
		expect(attributes().rating).toBe(3.5);
		fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
		fireEvent.keyDown(slider(), { key: 'ArrowDown' });
		expect(attributes().rating).toBe(2.5);
		fireEvent.keyDown(slider(), { key: 'End' });
		expect(attributes().rating).toBe(5);
		fireEvent.keyDown(slider(), { key: 'Home' });
		expect(attributes().rating).toBe(0);
		expect(fireEvent.keyDown(slider(), { key: 'Tab' })).toBe(true);
	});

	it('keeps the stored words in the editor’s language without an undo level', () => {
		const markNotPersistent = vi.spyOn(
			dispatch(blockEditorStore),
			'__unstableMarkNextChangeAsNotPersistent'
		);
		setLocaleData({ '%1$s out of %2$s': ['%1$s von %2$s'] }, 'blockyard');
		const { attributes } = renderEdit({ rating: 2 });
		expect(attributes().outOfLabel).toBe('%1$s von %2$s');
		expect(markNotPersistent).toHaveBeenCalled();
		expect(slider().getAttribute('aria-valuetext')).toBe('2 von 5');
	});
});
