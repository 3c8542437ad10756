// Until the review's code is here, a finished change to existing text offers no Accept (it is
// never accepted unreviewed), while Try Again stays; the review then brings Accept all.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerTestCoreBlocks } from '../../../markdown/test/core-blocks';
import { createFakeAiService } from '../../../test/fake-ai-service';
import { preloadBlockEdit } from '../../../test/preload-edit';
import { AI_SITE, createTestHost } from '../../../test/test-host';
import { changeParagraphTone } from '../../../test/tone-change';

vi.mock('@wordpress/rich-text', () => import('../../../markdown/test/rich-text-stub'));

let openGate: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
	openGate = resolve;
});

vi.mock('../../../review/review-code', async () => {
	await gate;
	return vi.importActual('../../../review/review-code');
});

const { AI_ASSISTANT_BLOCK_NAME, registerAiAssistantBlock } = await import('../index');

beforeAll(async () => {
	registerTestCoreBlocks();
	registerAiAssistantBlock();
	await preloadBlockEdit(AI_ASSISTANT_BLOCK_NAME);
});

afterEach(cleanup);

describe('A change to existing text while the review’s code loads', () => {
	it('offers Try Again but no Accept until the review is here', async () => {
		const service = createFakeAiService();
		const post = { id: 7, title: 'T' };
		const host = { ...createTestHost({ fetch: service.fetch, site: AI_SITE }), getPost: () => post };
		await changeParagraphTone(host, service, 'One big cat.', 'One huge cat.');

		expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
		expect(screen.queryByRole('button', { name: /^Accept/u })).toBeNull();

		await act(async () => {
			openGate();
			await gate;
		});
		await waitFor(() => expect(screen.getByRole('button', { name: 'Accept all' })).toBeTruthy());
		expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
	});
});
