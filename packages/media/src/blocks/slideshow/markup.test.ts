import { describe, expect, it } from 'vitest';

import { clampDelay, readSettings, settingsData } from './markup';

const wrapper = (data: Record<string, string>) => {
	const element = document.createElement('div');
	for (const [name, value] of Object.entries(data)) {
		element.setAttribute(name, value);
	}
	return element;
};

describe('the saved settings', () => {
	it('writes autoplay only when on, and the delay and effect always', () => {
		expect(settingsData({ autoplay: false, delay: 3, effect: 'slide' })).toEqual({
			'data-delay': '3',
			'data-effect': 'slide',
		});
		expect(settingsData({ autoplay: true, delay: 5, effect: 'fade' })).toEqual({
			'data-autoplay': 'true',
			'data-delay': '5',
			'data-effect': 'fade',
		});
	});

	it('reads back what it wrote', () => {
		for (const settings of [
			{ autoplay: false, delay: 3, effect: 'slide' },
			{ autoplay: true, delay: 1.5, effect: 'fade' },
		] as const) {
			expect(readSettings(wrapper(settingsData(settings)))).toEqual(settings);
		}
	});

	it('reads defaults for missing or odd values, and keeps the delay within 1 to 5 seconds', () => {
		expect(readSettings(wrapper({}))).toEqual({ autoplay: false, delay: 3, effect: 'slide' });
		expect(
			readSettings(wrapper({ 'data-autoplay': 'yes', 'data-delay': 'soon', 'data-effect': 'cube' }))
		).toEqual({ autoplay: false, delay: 3, effect: 'slide' });
		expect(readSettings(wrapper({ 'data-delay': '60' })).delay).toBe(5);
		expect(clampDelay(0)).toBe(1);
		expect(clampDelay(-2)).toBe(1);
		expect(clampDelay(Number.NaN)).toBe(3);
	});
});
