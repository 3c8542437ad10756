import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SocialLinkIcon } from './social-link-icon';
import { socialServices } from './social-services';

describe('SocialLinkIcon', () => {
	it.each(socialServices().map(({ name }) => name))(
		'draws %s’s mark, hidden from assistive technology',
		(kind) => {
			const { container } = render(<SocialLinkIcon kind={kind} size={20} />);
			const svg = container.querySelector('svg');
			expect(svg?.getAttribute('aria-hidden')).toBe('true');
			expect(svg?.getAttribute('width')).toBe('20');
			expect(svg?.classList.contains(`is-service-${kind}`)).toBe(true);
			expect(svg?.textContent).not.toBe('');
		}
	);

	it.each(['chain', 'mail', 'feed'] as const)('draws a plain icon for %s', (kind) => {
		const { container } = render(<SocialLinkIcon kind={kind} />);
		expect(container.querySelector('svg.blockyard-social-link-icon')).not.toBeNull();
	});
});
