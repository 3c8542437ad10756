import { useMemo } from '@wordpress/element';

import type { EmbedProvider } from '../../../embed/provider';
import { calendlyProvider } from '../provider';
import type { CalendlyAttributes } from '../types';

/**
 * The provider, with the page's host added to what it embeds: Calendly's inline embed tells
 * the booking page the site it is on.
 */
export function useSiteProvider(): EmbedProvider<CalendlyAttributes> {
	return useMemo(
		() => ({
			...calendlyProvider,
			parse: (text: string) => {
				const parsed = calendlyProvider.parse(text);
				return parsed.ok
					? { ...parsed, attributes: { ...parsed.attributes, embedDomain: window.location.host } }
					: parsed;
			},
		}),
		[]
	);
}
