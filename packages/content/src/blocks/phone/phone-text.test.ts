import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parsePhoneText } from './phone-text';

describe('parsePhoneText', () => {
	it('dials the digits of the number and shows it as typed', () => {
		expect(parsePhoneText('(555) 010-9999')).toEqual({
			prefix: '',
			number: '(555) 010-9999',
			href: 'tel:5550109999',
		});
	});

	it('keeps a leading + in the address', () => {
		expect(parsePhoneText('+44 20 7946 0958')).toEqual({
			prefix: '',
			number: '+44 20 7946 0958',
			href: 'tel:+442079460958',
		});
		expect(parsePhoneText('+(33) 1 23 45 67 89')?.href).toBe('tel:+33123456789');
	});

	it('keeps a label before the number out of the link', () => {
		expect(parsePhoneText('Call us: +1 (555) 010-9999  ')).toEqual({
			prefix: 'Call us: ',
			number: '+1 (555) 010-9999',
			href: 'tel:+15550109999',
		});
		expect(parsePhoneText('Fax (555) 010-0000')).toMatchObject({
			prefix: 'Fax ',
			number: '(555) 010-0000',
		});
	});

	it('has no number without a digit', () => {
		expect(parsePhoneText('')).toBeNull();
		expect(parsePhoneText('Ask at the desk')).toBeNull();
	});

	it('keeps every character: the label and the number are the text, trailing spaces aside', () => {
		fc.assert(
			fc.property(fc.string(), (text) => {
				const phone = parsePhoneText(text);
				if (phone === null) {
					expect(text).not.toMatch(/\d/);
					return;
				}
				expect(`${phone.prefix}${phone.number}`).toBe(text.trimEnd());
				expect(phone.prefix).not.toMatch(/\d/);
				expect(phone.href).toMatch(/^tel:\+?\d+$/);
				expect(phone.href.replace(/\D/g, '')).toBe(phone.number.replace(/\D/g, ''));
			})
		);
	});
});
