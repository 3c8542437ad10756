import { describe, expect, it } from 'vitest';

import { connectedAccountToken } from './connected-account';

const one = { token: 'a', username: 'one', keyring_id: 1 };
const two = { token: 'b', username: 'two', keyring_id: 2 };

describe('connectedAccountToken', () => {
	it('takes the account that was not there before', () => {
		expect(connectedAccountToken([one], [one, two], 2)).toBe('b');
		// A list without keyring ids still gives the new account.
		expect(
			connectedAccountToken(
				[{ token: 'a', username: 'one' }],
				[
					{ token: 'a', username: 'one' },
					{ token: 'c', username: 'x' },
				],
				9
			)
		).toBe('c');
	});

	it('takes the account with the popup’s keyring id when signing in again added none', () => {
		expect(connectedAccountToken([one, two], [one, two], 1)).toBe('a');
		expect(connectedAccountToken([one, two], [one, two], 2)).toBe('b');
	});

	it('finds none when no account is new and none has the keyring id', () => {
		expect(connectedAccountToken([one, two], [one, two], 3)).toBeUndefined();
		expect(connectedAccountToken([], [], 1)).toBeUndefined();
	});
});
