import { act, cleanup, screen } from '@testing-library/react';
import { useSelect } from '@wordpress/data';
import { afterEach, describe, expect, it } from 'vitest';

import { createFakeAiService } from '../test/fake-ai-service';
import { createTestHost, renderWithHost } from '../test/test-host';
import { aiAssistantStore } from './index';

afterEach(cleanup);

const BLOCK = 'block-1';

/** What an editor's AI store holds for {@link BLOCK}, as its blocks see it. */
function AiStateOf({ editor }: { readonly editor: string }) {
	const { texts, pending } = useSelect((select) => {
		const store = select(aiAssistantStore);
		return {
			texts: store.getGenerations(BLOCK).texts,
			pending: store.getPendingRequest(BLOCK)?.promptType ?? 'none',
		};
	}, []);
	return <p data-testid={editor}>{`replies: ${texts.join(', ') || 'none'}; pending: ${pending}`}</p>;
}

describe('two editors on one page', () => {
	it('share no AI state: a reply or a pending request of one is not seen in the other', () => {
		const first = renderWithHost(
			<AiStateOf editor="first" />,
			createTestHost({ fetch: createFakeAiService().fetch })
		);
		const second = renderWithHost(
			<AiStateOf editor="second" />,
			createTestHost({ fetch: createFakeAiService().fetch })
		);

		act(() => {
			void first.registry.dispatch(aiAssistantStore).addGeneration(BLOCK, 'Kites fly.');
			void second.registry
				.dispatch(aiAssistantStore)
				.setPendingRequest(BLOCK, { promptType: 'simplify', input: { content: 'Text' } });
		});

		expect(screen.getByTestId('first').textContent).toBe('replies: Kites fly.; pending: none');
		expect(screen.getByTestId('second').textContent).toBe('replies: none; pending: simplify');
		expect(first.registry).not.toBe(second.registry);
	});
});
