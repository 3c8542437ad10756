/**
 * The phone block's text split for display: a label before the number (`Call us: `),
 * the number as typed, and the `tel:` address built from it.
 */
export type PhoneText = {
	/** What comes before the number, e.g. `Call us: `; empty when the text starts with it. */
	prefix: string;
	/** The number as the user typed it, from its first digit (or the `+` or `(` before it) to the end. */
	number: string;
	/** `tel:` and the number's digits, with a leading `+` when the number starts with one. */
	href: string;
};

const DIGIT = /\d/;

/**
 * Finds the phone number in the phone block's text. The number starts at the first
 * digit, or at a `+` or `(` right before it, and runs to the end of the text
 * (trailing spaces left out); everything before it is its label. The `tel:` address
 * keeps the number's digits and a leading `+`, so `+1 (555) 010-9999` dials
 * `tel:+15550109999`. A text without a digit has no number: `null`.
 *
 * @example
 * parsePhoneText('Call us: +1 (555) 010-9999');
 * // { prefix: 'Call us: ', number: '+1 (555) 010-9999', href: 'tel:+15550109999' }
 */
export function parsePhoneText(text: string): PhoneText | null {
	const firstDigit = text.search(DIGIT);
	if (firstDigit < 0) {
		return null;
	}
	let start = firstDigit;
	if (start > 0 && text.charAt(start - 1) === '(') {
		start -= 1;
	}
	if (start > 0 && text.charAt(start - 1) === '+') {
		start -= 1;
	}
	const number = text.slice(start).trimEnd();
	const digits = number.replace(/\D/g, '');
	return {
		prefix: text.slice(0, start),
		number,
		href: `tel:${number.startsWith('+') ? '+' : ''}${digits}`,
	};
}
