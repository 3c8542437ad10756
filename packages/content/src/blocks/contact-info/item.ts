/**
 * Contact Info's wrapper is one schema.org `LocalBusiness` item: its address,
 * email and telephone children, and a Business Hours inside it, add their
 * properties to it. See docs/decisions/0025-contact-info-microdata.md.
 */
export const LOCAL_BUSINESS_PROPS = {
	itemScope: true,
	itemType: 'https://schema.org/LocalBusiness',
} as const;
