import { createBlock, getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerStarRatingBlock, STAR_RATING_BLOCK_NAME } from '../star-rating';
import { REPEAT_VISITOR_BLOCK_NAME, registerRepeatVisitorBlock } from './index';
import type { RepeatVisitorAttributes } from './types';

const save = (attributes: Partial<RepeatVisitorAttributes> = {}) =>
	getSaveContent(REPEAT_VISITOR_BLOCK_NAME, { criteria: 'after-visits', threshold: 3, ...attributes }, [
		createBlock(STAR_RATING_BLOCK_NAME, { rating: 4 }),
	]);

const toElement = (html: string) =>
	new DOMParser()
		.parseFromString(`<body>${html}</body>`, 'text/html')
		.querySelector<HTMLElement>('.wp-block-blockyard-repeat-visitor');

beforeAll(() => {
	registerStarRatingBlock();
	registerRepeatVisitorBlock();
});

describe('saved markup', () => {
	it('hides after-visits content until the visitor’s script shows it', () => {
		const element = toElement(save({ threshold: 2 }));
		expect(element?.hidden).toBe(true);
		expect(element?.dataset.criteria).toBe('after-visits');
		expect(element?.dataset.threshold).toBe('2');
		expect(element?.querySelector('.wp-block-blockyard-star-rating')?.textContent).toBe('4 out of 5');
	});

	it('shows before-visits content to a visitor without script', () => {
		const element = toElement(save({ criteria: 'before-visits' }));
		expect(element?.hidden).toBe(false);
		expect(element?.hasAttribute('hidden')).toBe(false);
		expect(element?.dataset.criteria).toBe('before-visits');
	});

	it('saves the defaults for values it cannot use', () => {
		const element = toElement(save({ threshold: -1 }));
		expect(element?.dataset.threshold).toBe('3');
	});
});
