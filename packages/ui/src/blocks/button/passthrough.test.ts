import { describe, expect, it } from 'vitest';

import { passthroughProps } from './passthrough';

describe('passthroughProps', () => {
	it('keeps data-, aria- and a few plain attributes with string values', () => {
		expect(
			passthroughProps({
				name: 'send',
				'data-id': '3',
				'aria-describedby': 'help',
				target: '_blank',
				rel: 'noopener',
			})
		).toEqual({
			name: 'send',
			'data-id': '3',
			'aria-describedby': 'help',
			target: '_blank',
			rel: 'noopener',
		});
	});

	it('drops handlers, styles, classes and non-string values', () => {
		expect(
			passthroughProps({
				onclick: 'alert(1)',
				style: 'x',
				className: 'y',
				class: 'z',
				id: 4,
				href: 'javascript:',
			})
		).toEqual({});
		expect(passthroughProps(undefined)).toEqual({});
	});
});
