import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isValidEmail, mailtoHref, parseEmailText, type EmailTextPart } from './email-text';

const joined = (parts: EmailTextPart[]) =>
	parts.map((part) => (part.kind === 'text' ? part.text : part.address)).join('');
const addresses = (text: string) =>
	parseEmailText(text).flatMap((part) => (part.kind === 'email' ? [part.address] : []));

describe('isValidEmail', () => {
	it.each(['hello@example.com', 'first.last+tag@mail.example.co.uk', "o'brien@example.ie", 'x@a-b.io'])(
		'accepts %s',
		(address) => {
			expect(isValidEmail(address)).toBe(true);
		}
	);

	it.each([
		'',
		'hello',
		'@example.com',
		'hello@',
		'hello@localhost',
		'hello@example.c',
		'hello@example.123',
		'hello@-example.com',
		'hello@example-.com',
		'hello@exa_mple.com',
		'hel lo@example.com',
		'.hello@example.com',
		'hello.@example.com',
		'hel..lo@example.com',
		'hello@example..com',
		'a@b@example.com',
		`${'a'.repeat(65)}@example.com`,
		`a@${'b'.repeat(64)}.com`,
		`a@${'b.'.repeat(130)}com`,
	])('rejects %j', (address) => {
		expect(isValidEmail(address)).toBe(false);
	});
});

describe('parseEmailText', () => {
	it('links an address alone', () => {
		expect(parseEmailText('hello@example.com')).toEqual([
			{ kind: 'email', address: 'hello@example.com' },
		]);
	});

	it('keeps trailing punctuation out of the address', () => {
		expect(parseEmailText('Write to hello@example.com.')).toEqual([
			{ kind: 'text', text: 'Write to ' },
			{ kind: 'email', address: 'hello@example.com' },
			{ kind: 'text', text: '.' },
		]);
		expect(addresses('hello@example.com!?')).toEqual(['hello@example.com']);
		expect(addresses('hello@example.com),')).toEqual(['hello@example.com']);
	});

	it('keeps an opening bracket or quote out of the address', () => {
		expect(parseEmailText('(hello@example.com)')).toEqual([
			{ kind: 'text', text: '(' },
			{ kind: 'email', address: 'hello@example.com' },
			{ kind: 'text', text: ')' },
		]);
		expect(addresses('<"hello@example.com">')).toEqual(['hello@example.com']);
	});

	it('links every address of the text and leaves the rest as text', () => {
		expect(addresses('sales@example.com or support@example.com; not @example.com')).toEqual([
			'sales@example.com',
			'support@example.com',
		]);
	});

	it('leaves an invalid address as text', () => {
		expect(parseEmailText('hello@localhost.')).toEqual([{ kind: 'text', text: 'hello@localhost.' }]);
		expect(parseEmailText('')).toEqual([]);
	});

	const fragment = fc.oneof(
		fc.string(),
		fc.constantFrom(
			'@',
			'.',
			' ',
			'\n',
			',',
			')',
			'(',
			'"',
			'<',
			'>',
			'example.com',
			'a@b.co',
			'..',
			'-',
			'+'
		),
		fc.emailAddress()
	);
	const text = fc.array(fragment, { maxLength: 12 }).map((fragments) => fragments.join(''));

	it('gives back the whole text: the parts, joined, are the input', () => {
		fc.assert(
			fc.property(text, (input) => {
				expect(joined(parseEmailText(input))).toBe(input);
			})
		);
	});

	it('links only valid addresses, with no whitespace or trailing punctuation in them', () => {
		fc.assert(
			fc.property(text, (input) => {
				for (const address of addresses(input)) {
					expect(isValidEmail(address)).toBe(true);
					expect(address).not.toMatch(/\s/);
					expect(address).toMatch(/[A-Za-z0-9]$/);
				}
			})
		);
	});

	it('never puts two text parts side by side', () => {
		fc.assert(
			fc.property(text, (input) => {
				const parts = parseEmailText(input);
				parts.forEach((part, index) => {
					expect(part.kind === 'text' && parts[index + 1]?.kind === 'text').toBe(false);
				});
			})
		);
	});

	it('finds a valid address written between words and followed by punctuation', () => {
		fc.assert(
			fc.property(
				fc.emailAddress().filter(isValidEmail),
				fc.constantFrom('', '.', ',', '!', ').', '...', ';'),
				(address, punctuation) => {
					expect(parseEmailText(`Mail ${address}${punctuation} today`)).toEqual([
						{ kind: 'text', text: 'Mail ' },
						{ kind: 'email', address },
						{ kind: 'text', text: `${punctuation} today` },
					]);
				}
			)
		);
	});

	it('is fast on long input', () => {
		const input = `${'a'.repeat(50_000)}@${'b.'.repeat(20_000)} ${'x@y.zz, '.repeat(5_000)}`;
		const started = performance.now();
		parseEmailText(input);
		expect(performance.now() - started).toBeLessThan(1_000);
	});
});

describe('mailtoHref', () => {
	it('writes to the address, encoding what a mailto: URL would read otherwise', () => {
		expect(mailtoHref('hello@example.com')).toBe('mailto:hello@example.com');
		expect(mailtoHref('a?subject=x&b#c%d/e@example.com')).toBe(
			'mailto:a%3Fsubject=x%26b%23c%25d%2Fe@example.com'
		);
	});

	it('gives back the address once decoded, and no query or fragment', () => {
		fc.assert(
			fc.property(fc.emailAddress().filter(isValidEmail), (address) => {
				const href = mailtoHref(address);
				expect(decodeURIComponent(href.slice('mailto:'.length))).toBe(address);
				expect(href).not.toMatch(/[?#]/);
			})
		);
	});
});
