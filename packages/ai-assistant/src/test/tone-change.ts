import type { BlockyardHost } from '@blockyard/ui';
import { waitFor } from '@testing-library/react';
import { createBlock } from '@wordpress/blocks';
import { expect } from 'vitest';

import { transformToAiBlock } from '../extensions/text-blocks/transform-to-ai-block';
import { drive, renderBlockEditor } from './block-editor';
import type { FakeAiService } from './fake-ai-service';

/**
 * A paragraph of `original` in a fresh block editor, its tone changed from the text blocks'
 * AI menu, and the service's reply `reply` streamed and finished: the reply is ready to review.
 */
export async function changeParagraphTone(
	host: BlockyardHost,
	service: FakeAiService,
	original: string,
	reply: string
): Promise<void> {
	const paragraph = createBlock('core/paragraph', { content: original });
	const { registry } = renderBlockEditor([paragraph], host);
	await drive(
		() =>
			void transformToAiBlock(
				paragraph.clientId,
				{ promptType: 'changeTone', input: { tone: 'informal' } },
				registry
			)
	);
	// The request may first load code of its own (the first of a file's tests): wait for it.
	await waitFor(() => expect(service.streams).toHaveLength(1));
	await drive(() => service.stream(0).send(reply));
	await drive(() => service.stream(0).finish());
}
