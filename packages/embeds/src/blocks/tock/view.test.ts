// jsdom: it never fetches the script the view adds.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { savedBusinessName, startView } from './view';

type TockWindow = Window & { tock?: { queue: unknown[][] }; _tock?: unknown };

const saved = (href: string) => {
	const element = document.createElement('div');
	element.className = 'wp-block-blockyard-tock';
	element.innerHTML = `<div id="Tock_widget_container" data-tock-display-mode="Button"></div><a class="blockyard-tock__link" href="${href}">Tock</a>`;
	document.body.append(element);
	return element;
};

afterEach(() => {
	document.body.innerHTML = '';
	for (const script of document.querySelectorAll('script')) {
		script.remove();
	}
	delete (window as TockWindow).tock;
	delete (window as TockWindow)._tock;
});

const tockScripts = () =>
	[...document.querySelectorAll('script')].filter(
		(script) => script.src === 'https://www.exploretock.com/tock.js'
	);

describe('the Tock view', () => {
	it('reads the business name from the saved link, only on Tock’s host', () => {
		expect(savedBusinessName(saved('https://www.exploretock.com/roadhouse'))).toBe('roadhouse');
		for (const href of [
			'https://evil.test/roadhouse',
			'http://www.exploretock.com/roadhouse',
			'https://www.exploretock.com/road/house',
			'javascript:alert(1)',
			'&#106;avascript:alert(1)',
			'https://www.exploretock.com@evil.test/roadhouse',
			'https://www.exploretock.com:8443/roadhouse',
			'//www.exploretock.com/roadhouse',
		]) {
			expect(savedBusinessName(saved(href)), href).toBeUndefined();
		}
	});

	it('queues init with the name and loads Tock’s script, once', () => {
		startView(saved('https://www.exploretock.com/roadhouse'));
		expect((window as TockWindow).tock?.queue).toEqual([['init', 'roadhouse']]);
		expect(tockScripts()).toHaveLength(1);
		startView(saved('https://www.exploretock.com/roadhouse'));
		expect(tockScripts()).toHaveLength(1);
	});

	it('hides the link once the widget has drawn its button', async () => {
		const element = saved('https://www.exploretock.com/roadhouse');
		startView(element);
		const link = element.querySelector('a');
		expect(link?.hidden).toBe(false);
		element.querySelector('#Tock_widget_container')?.append(document.createElement('button'));
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(link?.hidden).toBe(true);
	});

	it('does nothing for a block whose link is not Tock’s page of a business', () => {
		startView(saved('https://evil.test/x.js'));
		expect((window as TockWindow).tock).toBeUndefined();
		expect(document.querySelectorAll('script')).toHaveLength(0);
	});
});
