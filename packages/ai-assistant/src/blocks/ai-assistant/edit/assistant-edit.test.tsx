import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createFakeAiService, type FakeAiService } from '../../../test/fake-ai-service';
import { AI_SITE, createTestHost, renderWithHost, type TestHost } from '../../../test/test-host';
import type { AiAssistantAttributes } from '../../../types';
import Edit from './index';

let service: FakeAiService;
let host: TestHost;

beforeEach(() => {
	service = createFakeAiService();
	host = createTestHost({ fetch: service.fetch, site: AI_SITE });
});

afterEach(cleanup);

const ATTRIBUTES: AiAssistantAttributes = {
	originalMessages: [],
	messages: [],
	useGutenbergSyntax: false,
	useGpt4: false,
	customSystemPrompt: '',
};

/** Lets the requests a step started reach the service. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The AI Assistant block's edit view, in an editor with `host` and its own AI store. */
function renderBlock(attributes: Partial<AiAssistantAttributes> = {}, clientId = 'ai-1') {
	return renderWithHost(
		<Edit
			clientId={clientId}
			isSelected
			attributes={{ ...ATTRIBUTES, ...attributes }}
			setAttributes={() => undefined}
			className=""
			context={{}}
		/>,
		host
	);
}

async function sendPrompt(text: string): Promise<void> {
	fireEvent.change(screen.getByRole('textbox', { name: 'AI Assistant prompt' }), {
		target: { value: text },
	});
	fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
	await settle();
}

describe('the AI Assistant block', () => {
	it('asks for GPT-4 when its toggle is on', async () => {
		renderBlock({ useGpt4: true });
		await settle();
		await sendPrompt('Write about kites');

		expect(service.stream(0).sent.model).toBe('gpt-4');
	});

	it('asks for no model of its own when the toggle is off', async () => {
		renderBlock();
		await settle();
		await sendPrompt('Write about kites');

		expect(service.stream(0).sent).not.toHaveProperty('model');
	});
});
