import { i18nProblems } from '@blockyard/i18n';
import { describe, expect, it } from 'vitest';

import { generatedPhp } from './generated-php';

describe('the translation template and the shipped translations', () => {
	it('are current and complete: every string listable, the template as `npm run i18n` writes it, every translation whole', () => {
		expect(i18nProblems(generatedPhp())).toEqual([]);
	});
});
