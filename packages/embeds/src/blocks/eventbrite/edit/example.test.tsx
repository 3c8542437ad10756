import { renderBlockEdit } from '@blockyard/block-edit-harness';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerEmbedsBlocks } from '../../../index';
import metadata from '../block.json';
import { EVENTBRITE_BLOCK_NAME } from '../index';
import type { EventbriteAttributes } from '../types';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

describe('the Eventbrite block’s example in the inserter', () => {
	it('draws an event page, with no frame, no address and no request', async () => {
		const fetchMock = vi.fn();
		vi.stubGlobal('fetch', fetchMock);
		renderBlockEdit<EventbriteAttributes>({
			name: EVENTBRITE_BLOCK_NAME,
			register: registerEmbedsBlocks,
			attributes: { style: 'inline', ...metadata.example.attributes },
		});

		expect(await screen.findByRole('img', { name: 'An event page with its tickets' })).toBeTruthy();
		expect(metadata.example.attributes).not.toHaveProperty('url');
		expect(document.querySelector('iframe')).toBeNull();
		expect(screen.queryByRole('textbox')).toBeNull();
		expect(fetchMock).not.toHaveBeenCalled();
	});
});
