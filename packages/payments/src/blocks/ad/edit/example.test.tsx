import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AD_BLOCK_NAME, registerAdBlock } from '../index';
import type { AdAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the ad’s example in the inserter', () => {
	it('draws an ad of the rectangle’s size in the slot, and asks nothing of the network', async () => {
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		renderBlockEdit<AdAttributes>({
			name: AD_BLOCK_NAME,
			register: registerAdBlock,
			attributes: { align: 'center', format: 'mrec', hideMobile: false, preview: true },
			host: testHost(),
		});

		const picture = await screen.findByRole('img', {
			name: 'An example ad: a cup of coffee, 300 by 250 pixels',
		});
		const slot = picture.parentElement as HTMLElement;
		expect([slot.style.width, slot.style.height]).toEqual(['300px', '250px']);
		// The creative, not the editor's dashed placeholder.
		expect(document.querySelector('.wp-block-blockyard-ad__placeholder')).toBeNull();
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
