const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * `length` random base-36 characters (`0-9a-z`) from `crypto.getRandomValues`.
 * Form ids use 8, field-name suffixes 4.
 *
 * @example
 * randomBase36(8); // e.g. 'k3j9x0qa'
 */
export function randomBase36(length: number): string {
	const bytes = crypto.getRandomValues(new Uint8Array(length));
	// 256 = 7 × 36 + 4, so `0`-`3` come up a little more often: fine for ids that only need to differ.
	return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length] ?? '0').join('');
}
