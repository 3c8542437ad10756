import { describe, expect, it } from 'vitest';

import { titleFromReply } from './use-assistant';

describe('titleFromReply', () => {
	it('keeps the title alone, without quotes or markdown marks', () => {
		expect(titleFromReply('"Why Bees Matter"')).toBe('Why Bees Matter');
		expect(titleFromReply('## **Why Bees Matter**\n')).toBe('Why Bees Matter');
		expect(titleFromReply('“Les abeilles”')).toBe('Les abeilles');
	});

	it('takes the last line when the reply says something first', () => {
		expect(titleFromReply('_Offline engine._ A title:\n\nBees Honey Hive')).toBe('Bees Honey Hive');
	});

	it('is empty for an empty reply', () => {
		expect(titleFromReply('  \n ')).toBe('');
	});
});
