import { describe, expect, it } from 'vitest';

import { reviewNodes } from './review-markup';
import type { ReviewDecisions } from './reviewed-text';
import { diffForReview } from './word-diff';

/** The review rendered into a detached element, to look at. */
function render(original: string, suggestion: string, decisions: ReviewDecisions = new Map()): HTMLElement {
	const element = document.createElement('div');
	element.append(reviewNodes(diffForReview(original, suggestion), decisions, document));
	return element;
}

const changes = (element: HTMLElement) =>
	Array.from(element.querySelectorAll('[data-change]')).map((change) => [
		change.tagName.toLowerCase(),
		change.getAttribute('data-change'),
		change.className.replace('blockyard-ai-review__change ', ''),
		change.textContent,
	]);

describe('reviewHtml', () => {
	it('strikes out what a change removes and underlines what it adds', () => {
		const element = render('The big dog.', 'The large dog.');
		expect(element.textContent?.trim()).toBe('The biglarge dog.');
		expect(changes(element)).toEqual([
			['del', '0', 'is-removed', 'big'],
			['ins', '0', 'is-added', 'large'],
		]);
	});

	it('shows the words a decision kept, marked as decided', () => {
		const accepted = render('The big dog.', 'The large dog.', new Map([[0, 'accepted']]));
		expect(accepted.textContent?.trim()).toBe('The large dog.');
		expect(changes(accepted)).toEqual([['span', '0', 'is-accepted', 'large']]);
		const rejected = render('The big dog.', 'The large dog.', new Map([[0, 'rejected']]));
		expect(rejected.textContent?.trim()).toBe('The big dog.');
		expect(changes(rejected)).toEqual([['span', '0', 'is-rejected', 'big']]);
	});

	it('keeps the formatting around and inside a change', () => {
		const element = render('**The big dog** and _a cat_.', '**The large dog** and _a kitten_.');
		const strong = element.querySelector('strong');
		expect(strong?.textContent).toBe('The biglarge dog');
		expect(strong?.querySelectorAll('del, ins')).toHaveLength(2);
		// `_a cat_` and `_a kitten_` are still emphasis next to the marks.
		expect(Array.from(element.querySelectorAll('em')).map((em) => em.textContent)).toEqual([
			'a catkitten',
		]);
	});

	it('keeps the lists, headings and paragraphs of the text', () => {
		const element = render('# Title\n\n- one\n- two', '# New title\n\n- one\n- three\n\nAn end.');
		expect(element.querySelector('h1')?.textContent).toBe('TitleNew title');
		expect(Array.from(element.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
			'one',
			'twothree',
		]);
		const added = element.querySelector('p ins');
		expect(added?.textContent).toBe('An end.');
	});

	it('marks a change that spans blocks in each block', () => {
		const element = render('One.\n\nTwo.', 'Three.\n\nFour and five.\n\nSix.');
		for (const paragraph of Array.from(element.querySelectorAll('p'))) {
			expect(paragraph.querySelector('[data-change]')).not.toBeNull();
		}
	});

	it('shows HTML in the texts as text, and marks the texts cannot fake', () => {
		const element = render(
			'Plain \u2E02d9\u2E03 text.',
			'Plain <img src=x onerror=alert(1)> text [link](javascript:alert(1)).'
		);
		expect(element.querySelector('img, a[href^="javascript"]')).toBeNull();
		expect(element.textContent).toContain('<img src=x onerror=alert(1)>');
		expect(element.textContent).toContain('\uFFFDd9\uFFFD');
		expect(element.querySelector('[data-change="9"]')).toBeNull();
	});
});
