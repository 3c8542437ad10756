// Contact Info and the blocks inside it publish one schema.org LocalBusiness: the
// address, email and telephone of its children and, with Business Hours inside,
// the opening hours, read back from the saved markup as a microdata reader would.
import { createBlock, serialize } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../src';
import { extractMicrodata, strayProperties, type MicrodataItem } from './microdata';

type BlockInstance = ReturnType<typeof createBlock>;

beforeAll(() => {
	registerContentBlocks();
});

const contactInfo = (children: BlockInstance[]) =>
	serialize([createBlock('blockyard/contact-info', {}, children)]);

const email = () => createBlock('blockyard/email', { email: 'Write to hello@example.com.' });
const phone = () => createBlock('blockyard/phone', { phone: 'Call +1 (555) 010-9999' });
const address = () =>
	createBlock('blockyard/address', {
		address: '987 Photography Way',
		addressLine2: 'Suite 4',
		city: 'Portland',
		region: 'OR',
		postal: '97209',
		country: 'USA',
		linkToGoogleMaps: true,
	});
const hours = (joinsEnclosingItem: boolean) =>
	createBlock('blockyard/business-hours', {
		joinsEnclosingItem,
		days: [
			{ name: 'Sun', hours: [] },
			{ name: 'Mon', hours: [{ opening: '09:00', closing: '17:00' }] },
			{ name: 'Tue', hours: [] },
			{ name: 'Wed', hours: [] },
			{ name: 'Thu', hours: [] },
			{ name: 'Fri', hours: [{ opening: '18:00', closing: '02:00' }] },
			{ name: 'Sat', hours: [] },
		],
	});

const only = (items: MicrodataItem[]): MicrodataItem => {
	expect(items).toHaveLength(1);
	return items[0] as MicrodataItem;
};

describe('Contact Info’s microdata', () => {
	it('is one LocalBusiness with the address, email, telephone and opening hours of its children', () => {
		const html = contactInfo([email(), phone(), address(), hours(true)]);
		expect(strayProperties(html)).toEqual([]);
		const business = only(extractMicrodata(html));
		expect(business.type).toEqual(['https://schema.org/LocalBusiness']);
		expect(business.properties).toEqual({
			email: ['hello@example.com'],
			telephone: ['+1 (555) 010-9999'],
			address: [
				{
					type: ['https://schema.org/PostalAddress'],
					properties: {
						streetAddress: ['987 Photography Way, Suite 4'],
						addressLocality: ['Portland'],
						addressRegion: ['OR'],
						postalCode: ['97209'],
						addressCountry: ['USA'],
					},
				},
			],
			openingHoursSpecification: [
				{
					type: ['https://schema.org/OpeningHoursSpecification'],
					properties: {
						dayOfWeek: ['https://schema.org/Monday'],
						opens: ['09:00'],
						closes: ['17:00'],
					},
				},
				{
					type: ['https://schema.org/OpeningHoursSpecification'],
					properties: {
						dayOfWeek: ['https://schema.org/Friday'],
						opens: ['18:00'],
						closes: ['02:00'],
					},
				},
			],
		});
	});

	it('gives the default template, still empty, an item with no properties', () => {
		const html = contactInfo([
			createBlock('blockyard/email'),
			createBlock('blockyard/phone'),
			createBlock('blockyard/address'),
		]);
		expect(extractMicrodata(html)).toEqual([
			{ type: ['https://schema.org/LocalBusiness'], properties: {} },
		]);
	});

	it('links the address, the email and the phone number', () => {
		const document = new DOMParser().parseFromString(
			contactInfo([email(), phone(), address()]),
			'text/html'
		);
		const hrefs = Array.from(document.querySelectorAll('a')).map((link) => link.getAttribute('href'));
		expect(hrefs).toEqual([
			'mailto:hello@example.com',
			'tel:+15550109999',
			'https://www.google.com/maps/search/?api=1&query=987%20Photography%20Way%2C%20Suite%204%2C%20Portland%2C%20OR%2097209%2C%20USA',
		]);
	});
});

describe('Business Hours’ microdata', () => {
	it('is a complete Place item of its own outside Contact Info, as before', () => {
		const html = serialize([hours(false)]);
		expect(strayProperties(html)).toEqual([]);
		const place = only(extractMicrodata(html));
		expect(place.type).toEqual(['https://schema.org/Place']);
		expect(place.properties['openingHoursSpecification']).toHaveLength(2);
	});

	it('opens no item of its own when it joins the enclosing one', () => {
		const html = serialize([hours(true)]);
		expect(html).not.toContain('itemscope itemtype="https://schema.org/Place"');
		expect(html).toContain('"joinsEnclosingItem":true');
	});
});
