import { describe, expect, it } from 'vitest';

import { parseTock } from './parse';

const named = (name: string) => ({
	ok: true,
	attributes: { url: name },
	url: `https://www.exploretock.com/${name}`,
});

describe('parseTock', () => {
	it('takes a business name of letters, digits, -, _ and .', () => {
		expect(parseTock('roadhouse')).toEqual(named('roadhouse'));
		expect(parseTock('  The-Aviary.chicago_2 ')).toEqual(named('The-Aviary.chicago_2'));
	});

	it('strips the address of the business’s Tock page down to its name', () => {
		for (const text of [
			'https://www.exploretock.com/roadhouse',
			'https://www.exploretock.com/roadhouse/',
			'http://www.exploretock.com/roadhouse',
			'www.exploretock.com/roadhouse',
			'exploretock.com/roadhouse',
			'https://exploretock.com/roadhouse',
			'https://www.exploretock.com/roadhouse/search?date=2026-12-01&size=2#top',
		]) {
			expect(parseTock(text), text).toEqual(named('roadhouse'));
		}
	});

	it('says why it refuses', () => {
		expect(parseTock('   ')).toEqual({ ok: false, reason: 'empty' });
		for (const text of [
			'https://evil.test/roadhouse',
			'https://www.exploretock.com.evil.test/roadhouse',
			'https://evil.test/www.exploretock.com/roadhouse',
			'javascript:alert(1)',
			'roadhouse:1',
		]) {
			expect(parseTock(text), text).toEqual({ ok: false, reason: 'not-provider' });
		}
		for (const text of [
			'road house',
			'roadhouse?x=1',
			'<script>',
			'.',
			'..',
			'-roadhouse',
			'café',
			'https://www.exploretock.com/',
			'https://www.exploretock.com/%3Cscript%3E',
			'a'.repeat(101),
		]) {
			expect(parseTock(text), text).toEqual({ ok: false, reason: 'not-embeddable' });
		}
	});
});
