import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LanguageDropdown, languageChoices } from './language-dropdown';

afterEach(cleanup);

const LANGUAGE_LABELS = [
	'English',
	'Spanish',
	'French',
	'German',
	'Italian',
	'Portuguese',
	'Russian',
	'Chinese',
	'Japanese',
	'Arabic',
	'Hindi',
	'Korean',
];

const MARK = 'Site language';

/** The languages listed, in order, without the site language's mark. */
function itemNames(): string[] {
	return screen.getAllByRole('menuitemradio').map((item) => (item.textContent ?? '').replace(MARK, ''));
}

/** The languages listed with the site language's mark. */
function markedNames(): string[] {
	return screen
		.getAllByRole('menuitemradio')
		.filter((item) => item.textContent?.endsWith(MARK))
		.map((item) => (item.textContent ?? '').replace(MARK, ''));
}

describe('languageChoices', () => {
	it('is the twelve languages, the default one first when it is an extra one', () => {
		expect(languageChoices('de')).toEqual([
			'en',
			'es',
			'fr',
			'de',
			'it',
			'pt',
			'ru',
			'zh',
			'ja',
			'ar',
			'hi',
			'ko',
		]);
		expect(languageChoices('vi')).toEqual([
			'vi',
			'en',
			'es',
			'fr',
			'de',
			'it',
			'pt',
			'ru',
			'zh',
			'ja',
			'ar',
			'hi',
			'ko',
		]);
	});
});

describe('LanguageDropdown', () => {
	it('lists the twelve languages under Translate and marks the site language', () => {
		render(<LanguageDropdown defaultLanguage="fr" onChange={vi.fn()} />);

		fireEvent.click(screen.getByRole('button', { name: 'Translate' }));

		expect(itemNames()).toEqual(LANGUAGE_LABELS);
		expect(markedNames()).toEqual(['French']);
		expect(
			screen
				.getAllByRole('menuitemradio')
				.filter((item) => item.getAttribute('aria-checked') === 'true')
		).toEqual([]);
	});

	it('lists an extra default language first', () => {
		render(<LanguageDropdown defaultLanguage="tl" onChange={vi.fn()} />);

		fireEvent.click(screen.getByRole('button', { name: 'Translate' }));

		expect(itemNames()).toEqual(['Tagalog', ...LANGUAGE_LABELS]);
		expect(markedNames()).toEqual(['Tagalog']);
	});

	it('checks the language it is given and reports the chosen one', () => {
		const onChange = vi.fn();
		render(<LanguageDropdown value="ja" defaultLanguage="en" onChange={onChange} />);

		fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
		const checked = screen
			.getAllByRole('menuitemradio')
			.filter((item) => item.getAttribute('aria-checked') === 'true');
		expect(checked.map((item) => item.textContent)).toEqual(['Japanese']);

		fireEvent.click(screen.getByRole('menuitemradio', { name: /Korean/ }));
		expect(onChange).toHaveBeenCalledWith('ko');
		expect(screen.queryByRole('menu')).toBeNull();
	});

	it('cannot be opened when disabled', () => {
		render(<LanguageDropdown defaultLanguage="en" onChange={vi.fn()} disabled />);
		const toggle = screen.getByRole('button', { name: 'Translate' });

		fireEvent.click(toggle);

		expect(screen.queryByRole('menu')).toBeNull();
	});
});
