import { resetLocaleData, setLocaleData } from '@wordpress/i18n';
import { afterEach, describe, expect, it } from 'vitest';

import { TONES } from '../types';
import { isTone, toneLabel } from './tones';

afterEach(() => resetLocaleData(undefined, 'blockyard'));

describe('toneLabel', () => {
	it('labels every tone', () => {
		expect(TONES.map(toneLabel)).toEqual([
			'Formal',
			'Informal',
			'Optimistic',
			'Humorous',
			'Serious',
			'Skeptical',
			'Empathetic',
			'Confident',
			'Passionate',
			'Provocative',
		]);
	});

	it('translates at call time with the blockyard domain', () => {
		setLocaleData({ Formal: ['Formell'] }, 'blockyard');
		expect(toneLabel('formal')).toBe('Formell');
		expect(toneLabel('serious')).toBe('Serious');
	});
});

describe('isTone', () => {
	it('accepts the ten tones only', () => {
		expect(TONES.every(isTone)).toBe(true);
		expect(isTone('loud')).toBe(false);
		expect(isTone(undefined)).toBe(false);
	});
});
