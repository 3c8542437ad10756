import { describe, expect, it } from 'vitest';

import { safeCssColor, safeCssGradient, safeCssLength } from './css-policy';

/** Style text that would end its declaration, start another or fetch something. */
const HOSTILE = [
	'10px;background-image:url(https://evil.example/w.png)',
	'1px;background:url(//evil.example/mw)',
	'url(https://evil.example/g)',
	'red;background:url(x)',
	'linear-gradient(red, url(https://evil.example/g))',
	'linear-gradient(red, blue);background:url(x)',
	'linear-gradient(red, blue)) , url(x',
	'linear-gradient(red, image-set("x.png" 1x))',
	'expression(alert(1))',
	'\\75 rl(//evil.example)',
	'linear-gradient(red, \\75 rl(x))',
	'red/**/;x:url(a)',
	'"red"',
	'var(--x)',
	'',
];

describe('the style policy', () => {
	it.each(HOSTILE)('refuses %j as a length, a colour and a gradient', (value) => {
		expect(safeCssLength(value)).toBeUndefined();
		expect(safeCssColor(value)).toBeUndefined();
		expect(safeCssGradient(value)).toBeUndefined();
	});

	it('reads lengths in the units asked for', () => {
		expect(safeCssLength('50%')).toBe('50%');
		expect(safeCssLength(' 120px ')).toBe('120px');
		expect(safeCssLength('1.5em', ['%', 'px', 'em'])).toBe('1.5em');
		expect(safeCssLength('0')).toBe('0');
		expect(safeCssLength('120px', ['%'])).toBeUndefined();
		expect(safeCssLength('-5px')).toBeUndefined();
		expect(safeCssLength('5')).toBeUndefined();
		expect(safeCssLength(12)).toBeUndefined();
	});

	it('reads colours as the block editor writes them', () => {
		for (const colour of [
			'#ff0000',
			'#F00',
			'#ff000080',
			'rgb(255, 0, 0)',
			'rgba(6,147,227,1)',
			'rgb(255 0 0 / 50%)',
			'hsl(120deg 50% 50%)',
			'white',
			'transparent',
			'var(--wp--preset--color--vivid-red)',
		]) {
			expect(safeCssColor(colour), colour).toBe(colour);
		}
		expect(safeCssColor('rgb(1,2)')).toBeUndefined();
		expect(safeCssColor('notacolour')).toBeUndefined();
	});

	it('reads the gradients of the block editor’s palette and its custom picker', () => {
		for (const gradient of [
			'linear-gradient(135deg,rgba(6,147,227,1) 0%,rgb(155,81,224) 100%)',
			'linear-gradient(to right, #ff0000, #0000ff)',
			'radial-gradient(circle at center, #f00 0%, #00f 100%)',
			'repeating-linear-gradient(45deg, black 0 10px, white 10px 20px)',
			'conic-gradient(from 90deg at 50% 50%, #f00, #00f)',
			'linear-gradient(in oklch, black, white)',
			'linear-gradient(#f00, var(--wp--preset--color--vivid-red))',
			'var(--wp--preset--gradient--vivid-cyan-blue-to-vivid-purple)',
		]) {
			expect(safeCssGradient(gradient), gradient).toBe(gradient);
		}
	});
});
