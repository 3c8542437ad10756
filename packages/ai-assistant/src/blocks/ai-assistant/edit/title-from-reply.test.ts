import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { titleFromReply } from './title-from-reply';

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

	it('is plain text: markup in a reply never reaches the title', () => {
		expect(titleFromReply('<img src=x onerror=alert(1)>Why Bees Matter')).toBe('Why Bees Matter');
		expect(titleFromReply('**Bees <script>alert(1)</script>**')).toBe('Bees alert(1)');
		expect(titleFromReply('<<b>img src=x onerror=alert(1)>>Bees')).not.toMatch(/[<>]/);
		expect(titleFromReply('Bees <svg onload=alert(1)')).toBe('Bees');
	});

	it('never leaves a "<" or ">" for any reply', () => {
		fc.assert(
			fc.property(
				fc.string({ unit: fc.constantFrom('<', '>', 'a', ' ', '"', '=', '/', '\n', '#', '*') }),
				(reply) => {
					expect(titleFromReply(reply)).not.toMatch(/[<>]/);
				}
			)
		);
	});
});
