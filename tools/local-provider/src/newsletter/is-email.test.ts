import { describe, expect, it } from 'vitest';

import { isEmail } from './is-email';

describe('isEmail (as WordPress’s is_email)', () => {
	it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', "o'brien@x-y.io", 'a@b.co', 'UP@EXAMPLE.COM'])(
		'accepts %s',
		(email) => {
			expect(isEmail(email)).toBe(true);
		}
	);

	it.each([
		'',
		'a@b.c', // shorter than 6
		'@example.com',
		'ada',
		'ada@localhost',
		'ada@example..com',
		'ada@.example.com',
		'ada@example.com.',
		'ada@-example.com',
		'ada@example-.com',
		'a da@example.com',
		'ada@exa mple.com',
		'ada@b@example.com',
		'<script>@example.com',
		'ada@exämple.com',
	])('refuses %j', (email) => {
		expect(isEmail(email)).toBe(false);
	});
});
