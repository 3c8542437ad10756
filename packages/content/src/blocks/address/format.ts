import type { AddressAttributes, AddressField } from './types';

export const ADDRESS_FIELDS: readonly AddressField[] = [
	'address',
	'addressLine2',
	'addressLine3',
	'city',
	'region',
	'postal',
	'country',
];

/** The address as displayed: what each line holds, each part trimmed, empty parts left out. */
export type FormattedAddress = {
	/** The street lines (address, line 2, line 3) that are filled. */
	streetLines: string[];
	city: string;
	region: string;
	postal: string;
	country: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The parts of an address to show, each trimmed (a stored value that is not a
 * string counts as empty).
 *
 * @example
 * formatAddress({ address: '1 Main St', city: 'Springfield', region: 'IL', postal: '62701' });
 * // { streetLines: ['1 Main St'], city: 'Springfield', region: 'IL', postal: '62701', country: '' }
 */
export function formatAddress(attributes: Partial<Record<AddressField, unknown>>): FormattedAddress {
	return {
		streetLines: [attributes.address, attributes.addressLine2, attributes.addressLine3]
			.map(text)
			.filter((line) => line !== ''),
		city: text(attributes.city),
		region: text(attributes.region),
		postal: text(attributes.postal),
		country: text(attributes.country),
	};
}

/** Whether any field of the address is filled (spaces alone do not count). */
export function hasAddress(attributes: Partial<Record<AddressField, unknown>>): boolean {
	return ADDRESS_FIELDS.some((field) => text(attributes[field]) !== '');
}

/** The region and the postal code as one line part: `IL 62701`. */
export function regionAndPostal({ region, postal }: FormattedAddress): string {
	return [region, postal].filter((part) => part !== '').join(' ');
}

/**
 * The address on one line, as a search for it reads: street lines, city,
 * `region postal`, country, separated by commas.
 *
 * @example
 * addressOnOneLine(formatAddress({ address: '1 Main St', city: 'Springfield', region: 'IL', postal: '62701', country: 'USA' }));
 * // '1 Main St, Springfield, IL 62701, USA'
 */
export function addressOnOneLine(formatted: FormattedAddress): string {
	return [...formatted.streetLines, formatted.city, regionAndPostal(formatted), formatted.country]
		.filter((part) => part !== '')
		.join(', ');
}

/**
 * A Google Maps search for the address, in the documented form of a Maps URL
 * (`https://www.google.com/maps/search/?api=1&query=…`), the query the address on one line.
 */
export function googleMapsUrl(formatted: FormattedAddress): string {
	return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressOnOneLine(formatted))}`;
}

/** What the edit sets when a field changes. */
export type AddressChange = Partial<Pick<AddressAttributes, AddressField>>;
