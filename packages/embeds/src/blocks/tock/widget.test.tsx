import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { TockWidget } from './widget';

describe('TockWidget', () => {
	it('is the widget’s container with its settings, and a link to the business on Tock', () => {
		expect(renderToStaticMarkup(<TockWidget name="roadhouse" />)).toBe(
			'<div id="Tock_widget_container" data-tock-display-mode="Button" data-tock-color-mode="Blue" data-tock-locale="en-us" data-tock-timezone="America/New_York"></div>' +
				'<a class="blockyard-tock__link" href="https://www.exploretock.com/roadhouse">www.exploretock.com/roadhouse</a>'
		);
	});

	it('is nothing for no name, or one Tock cannot hold (attributes edited by hand)', () => {
		for (const name of [undefined, '', '../evil', 'a"b', 'https://evil.test/', 'road house']) {
			expect(renderToStaticMarkup(<TockWidget name={name} />), String(name)).toBe('');
		}
	});
});
