import { describe, expect, it } from 'vitest';

import { addressOnOneLine, formatAddress, googleMapsUrl, hasAddress } from './format';

const full = {
	address: ' 1600 Pennsylvania Ave NW ',
	addressLine2: 'Suite 4',
	addressLine3: '',
	city: 'Washington',
	region: 'DC',
	postal: '20500',
	country: 'USA',
};

describe('formatAddress', () => {
	it('trims the parts and keeps only the filled street lines', () => {
		expect(formatAddress(full)).toEqual({
			streetLines: ['1600 Pennsylvania Ave NW', 'Suite 4'],
			city: 'Washington',
			region: 'DC',
			postal: '20500',
			country: 'USA',
		});
	});

	it('reads a stored value that is not a string as empty', () => {
		expect(formatAddress({ address: 12 as unknown as string, city: undefined })).toEqual({
			streetLines: [],
			city: '',
			region: '',
			postal: '',
			country: '',
		});
	});
});

describe('hasAddress', () => {
	it('is true when any field is filled, false for blanks', () => {
		expect(hasAddress({})).toBe(false);
		expect(hasAddress({ address: '  ', city: '' })).toBe(false);
		expect(hasAddress({ country: 'France' })).toBe(true);
		expect(hasAddress({ addressLine3: 'Building C' })).toBe(true);
	});
});

describe('addressOnOneLine', () => {
	it('joins the filled parts with commas, region and postal code together', () => {
		expect(addressOnOneLine(formatAddress(full))).toBe(
			'1600 Pennsylvania Ave NW, Suite 4, Washington, DC 20500, USA'
		);
		expect(addressOnOneLine(formatAddress({ city: 'Lyon', postal: '69001' }))).toBe('Lyon, 69001');
	});
});

describe('googleMapsUrl', () => {
	it('is a Maps search for the address on one line, encoded', () => {
		expect(googleMapsUrl(formatAddress({ address: '10 Rue de la Paix', city: 'Paris & Co' }))).toBe(
			'https://www.google.com/maps/search/?api=1&query=10%20Rue%20de%20la%20Paix%2C%20Paris%20%26%20Co'
		);
	});
});
