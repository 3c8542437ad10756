/**
 * The blocks Contact Info holds: its own children, the map, business hours and
 * markdown of this package (named here, registered by their own blocks), and the
 * core blocks a contact section is written with: text, headings, lists, an image,
 * separators, spacing and buttons. Containers that could hold blocks of their own
 * (groups, columns) are left out, so every child's microdata belongs to Contact Info's item.
 */
export const CONTACT_INFO_ALLOWED_BLOCKS: readonly string[] = [
	'blockyard/email',
	'blockyard/phone',
	'blockyard/address',
	'blockyard/map',
	'blockyard/business-hours',
	'blockyard/markdown',
	'core/paragraph',
	'core/heading',
	'core/list',
	'core/image',
	'core/separator',
	'core/spacer',
	'core/buttons',
];

/** What a new Contact Info holds: an email, a phone number and an address, empty. */
export const CONTACT_INFO_TEMPLATE: [string][] = [
	['blockyard/email'],
	['blockyard/phone'],
	['blockyard/address'],
];
