// jsdom: it never fetches the script the view adds.
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { startView } from './view';

const PINIT = 'https://assets.pinterest.com/js/pinit.js';

const saved = (html: string) => {
	const element = document.createElement('div');
	element.className = 'wp-block-blockyard-pinterest';
	element.innerHTML = html;
	document.body.append(element);
	return element;
};
const pinitScripts = () => [...document.querySelectorAll('script')].filter((script) => script.src === PINIT);

afterEach(() => {
	document.body.innerHTML = '';
});

describe('the Pinterest view', () => {
	it('loads nothing for a pin, which is a frame', () => {
		startView(
			saved(
				'<iframe src="https://assets.pinterest.com/ext/embed.html?id=1" title="Pinterest pin"></iframe>'
			)
		);
		expect(pinitScripts()).toHaveLength(0);
	});

	it('loads Pinterest’s script once for profiles and boards', () => {
		startView(saved('<a data-pin-do="embedBoard" href="https://www.pinterest.com/maker/recipes/">x</a>'));
		startView(saved('<a data-pin-do="embedUser" href="https://www.pinterest.com/maker/">x</a>'));
		expect(pinitScripts()).toHaveLength(1);
		expect(pinitScripts()[0]?.async).toBe(true);
	});
});
