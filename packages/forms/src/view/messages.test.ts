import { FORMS_CONTRACT } from '@blockyard/api-client';
import { describe, expect, it } from 'vitest';

import { messages } from './messages';

describe('the front end’s messages', () => {
	it('thanks the visitor in the words of the forms contract when the server sends none', () => {
		// A literal __() call in ./messages.ts, so that it is extracted for translation.
		expect(messages.sent()).toBe(FORMS_CONTRACT.messages.thankYou);
	});
});
