// Reviewing a text block's AI action as an author does: the paragraph's tone is changed, the
// reply streams in, its changes are shown one by one, one is rejected, the rest accepted.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { select } from '@wordpress/data';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { registerTestCoreBlocks } from '../../../markdown/test/core-blocks';
import { drive } from '../../../test/block-editor';
import { createFakeAiService, type FakeAiService } from '../../../test/fake-ai-service';
import { preloadBlockEdit } from '../../../test/preload-edit';
import { preloadReview } from '../../../review/use-review';
import { AI_SITE, createTestHost, type TestHost } from '../../../test/test-host';
import { changeParagraphTone } from '../../../test/tone-change';
import { AI_ASSISTANT_BLOCK_NAME, registerAiAssistantBlock } from '../index';

vi.mock('@wordpress/rich-text', () => import('../../../markdown/test/rich-text-stub'));

let service: FakeAiService;
let host: TestHost;

beforeAll(async () => {
	registerTestCoreBlocks();
	registerAiAssistantBlock();
	await preloadBlockEdit(AI_ASSISTANT_BLOCK_NAME);
	await preloadReview();
});

beforeEach(() => {
	service = createFakeAiService();
	const post = { id: 7, title: 'T' };
	host = { ...createTestHost({ fetch: service.fetch, site: AI_SITE }), getPost: () => post };
});

afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name });
const status = () => document.querySelector('.blockyard-ai-review__status')?.textContent;

/** A paragraph whose tone is changed, the reply given, ready to review. */
const reviewToneChange = (original: string, reply: string) =>
	changeParagraphTone(host, service, original, reply);

const paragraphs = () =>
	select(blockEditorStore)
		.getBlocks()
		.map((block) => [block.name, String(block.attributes['content'])]);

describe('Reviewing an AI change to existing text', () => {
	it('shows each change, and accepts the rest after one is rejected', async () => {
		await reviewToneChange(
			'We are pleased to invite you. Please reply soon.',
			'We are happy to invite you. Do reply soon.'
		);

		expect(status()).toBe('2 changes to review.Change 1 of 2: Replaces “pleased” with “happy”.');
		const removed = document.querySelector('del[data-change="0"]');
		expect(removed?.textContent).toBe('pleased');
		expect(removed?.classList.contains('is-current')).toBe(true);

		await drive(() => void fireEvent.click(button('Reject change')));
		expect(status()).toBe('1 change to review.Change 2 of 2: Replaces “Please” with “Do”.');

		await drive(() => void fireEvent.click(button('Accept the rest')));
		expect(paragraphs()).toEqual([['core/paragraph', 'We are pleased to invite you. Do reply soon.']]);
	});

	it('moves between changes with Previous and Next, and by clicking one', async () => {
		await reviewToneChange('One big cat. Two small dogs.', 'One huge cat. Two tiny dogs.');
		await drive(() => void fireEvent.click(button('Next change')));
		expect(status()).toContain('Change 2 of 2: Replaces “small” with “tiny”.');
		await drive(() => void fireEvent.click(button('Next change')));
		expect(status()).toContain('Change 1 of 2');
		await drive(() => void fireEvent.click(button('Previous change')));
		expect(status()).toContain('Change 2 of 2');
		await drive(() => void fireEvent.click(document.querySelector('ins[data-change="0"]') as Element));
		expect(status()).toContain('Change 1 of 2');
	});

	it('takes a decision back, and applies when every change is decided', async () => {
		await reviewToneChange('One big cat. Two small dogs.', 'One huge cat. Two tiny dogs.');
		await drive(() => void fireEvent.click(button('Accept change')));
		await drive(() => void fireEvent.click(button('Reject change')));
		expect(status()).toBe('Every change reviewed.Change 2 of 2: Replaces “small” with “tiny”. Rejected.');
		// Pressed again, Reject change takes the decision back; the focus stays on it.
		const reject = button('Reject change');
		expect(reject.getAttribute('aria-pressed')).toBe('true');
		reject.focus();
		await drive(() => void fireEvent.click(reject));
		expect(status()).toContain('1 change to review.');
		expect(document.activeElement).toBe(button('Reject change'));
		expect(button('Reject change').getAttribute('aria-pressed')).toBe('false');
		await drive(() => void fireEvent.click(button('Reject change')));
		await drive(() => void fireEvent.click(button('Apply')));
		expect(paragraphs()).toEqual([['core/paragraph', 'One huge cat. Two small dogs.']]);
	});

	it('puts the original back with Reject all', async () => {
		await reviewToneChange('One big cat.', 'One huge cat.');
		await drive(() => void fireEvent.click(button('Reject all')));
		expect(paragraphs()).toEqual([['core/paragraph', 'One big cat.']]);
		expect(
			select(blockEditorStore)
				.getBlocks()
				.map((block) => block.name)
		).not.toContain(AI_ASSISTANT_BLOCK_NAME);
	});
});
