import type { ReactNode } from 'react';

import { formatAddress, googleMapsUrl, regionAndPostal } from './format';
import type { AddressAttributes } from './types';

/** The block's class, the base of every `__element` class it renders. */
export const ADDRESS_CLASS = 'wp-block-blockyard-address';
const element = (name: string): string => `${ADDRESS_CLASS}__${name}`;

/** `City, Region Postal`, each part a `PostalAddress` property, the separators shown only between filled parts. */
function Locality({ city, region, postal }: { city: string; region: string; postal: string }) {
	const after = regionAndPostal({ streetLines: [], city, region, postal, country: '' });
	return (
		<div className={element('line')}>
			{city && <span itemProp="addressLocality">{city}</span>}
			{city && after && ', '}
			{region && <span itemProp="addressRegion">{region}</span>}
			{region && postal && ' '}
			{postal && <span itemProp="postalCode">{postal}</span>}
		</div>
	);
}

/**
 * The formatted address: what visitors see and what the editor shows while the
 * block is not selected and filled. A pure function of the attributes (no hooks,
 * no `__()`), since `save` renders it. The lines are the filled street lines,
 * `City, Region Postal` and the country; the whole is a schema.org `PostalAddress`,
 * the `address` of the contact info's item, whose `streetAddress` is the street
 * lines joined with commas (a `<meta>`, because the lines show on lines of their own).
 * With Link address to Google Maps on, the lines are one link to a Maps search.
 */
export function SavedAddress({ attributes }: { attributes: Partial<AddressAttributes> }) {
	const formatted = formatAddress(attributes);
	const { streetLines, city, region, postal, country } = formatted;
	const lines: ReactNode = (
		<>
			{streetLines.map((line, index) => (
				<div key={index} className={element('line')}>
					{line}
				</div>
			))}
			{(city || region || postal) && <Locality city={city} region={region} postal={postal} />}
			{country && (
				<div className={element('line')}>
					<span itemProp="addressCountry">{country}</span>
				</div>
			)}
		</>
	);
	return (
		<>
			{streetLines.length > 0 && <meta itemProp="streetAddress" content={streetLines.join(', ')} />}
			{attributes.linkToGoogleMaps ? (
				<a className={element('link')} href={googleMapsUrl(formatted)}>
					{lines}
				</a>
			) : (
				lines
			)}
		</>
	);
}

/** The wrapper's microdata: the block is the `address` of the enclosing item, a `PostalAddress`. */
export const POSTAL_ADDRESS_PROPS = {
	itemProp: 'address',
	itemScope: true,
	itemType: 'https://schema.org/PostalAddress',
} as const;
