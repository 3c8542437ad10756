import { __ } from '@wordpress/i18n';

import { TONES, type Tone } from '../types';

/** True for one of the ten {@link TONES}. */
export function isTone(value: unknown): value is Tone {
	return typeof value === 'string' && (TONES as readonly string[]).includes(value);
}

/**
 * The translated menu label of a tone. Translated at call time (not at module
 * load, before locale data exists); each string is a literal so i18n
 * extraction finds it.
 *
 * @example
 * toneLabel('humorous'); // 'Humorous'
 */
export function toneLabel(tone: Tone): string {
	switch (tone) {
		case 'formal':
			return __('Formal', 'blockyard');
		case 'informal':
			return __('Informal', 'blockyard');
		case 'optimistic':
			return __('Optimistic', 'blockyard');
		case 'humorous':
			return __('Humorous', 'blockyard');
		case 'serious':
			return __('Serious', 'blockyard');
		case 'skeptical':
			return __('Skeptical', 'blockyard');
		case 'empathetic':
			return __('Empathetic', 'blockyard');
		case 'confident':
			return __('Confident', 'blockyard');
		case 'passionate':
			return __('Passionate', 'blockyard');
		case 'provocative':
			return __('Provocative', 'blockyard');
	}
}
