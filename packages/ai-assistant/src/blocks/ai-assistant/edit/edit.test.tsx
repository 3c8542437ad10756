import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import Edit from './index';

afterEach(cleanup);

describe('the AI Assistant block in an editor without a host', () => {
	it('says it is not set up instead of breaking', () => {
		render(
			<Edit
				clientId="ai-1"
				isSelected
				attributes={{
					originalMessages: [],
					messages: [],
					useGutenbergSyntax: false,
					useGpt4: false,
					customSystemPrompt: '',
				}}
				setAttributes={() => undefined}
				className=""
				context={{}}
			/>
		);

		expect(screen.getAllByText(/The AI Assistant is not set up in this editor/).length).toBeGreaterThan(
			0
		);
		expect(screen.queryByRole('textbox')).toBeNull();
	});
});
