/** A run of the email block's text: plain text, or an address shown as a `mailto:` link. */
export type EmailTextPart = { kind: 'text'; text: string } | { kind: 'email'; address: string };

/** The characters of a local part outside quotes (the HTML standard's `type=email` set). */
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
/** One label of a host name: letters, digits and inner hyphens, at most 63 characters. */
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** The last label of the domain: at least two letters. */
const TOP_LEVEL_LABEL = /^[A-Za-z]{2,63}$/;

const MAX_ADDRESS_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

/**
 * Whether `address` is an email address a visitor's mail program can write to:
 * `local@domain.tld`, the local part dot-separated runs of the characters the HTML
 * standard allows in `type=email` (no quoted forms), the domain two or more host-name
 * labels ending in a top-level label of letters, within the lengths mail servers accept.
 *
 * @example
 * isValidEmail('hello@example.com'); // true
 * isValidEmail('hello@localhost'); // false: no top-level domain
 */
export function isValidEmail(address: string): boolean {
	if (address.length > MAX_ADDRESS_LENGTH) {
		return false;
	}
	const at = address.lastIndexOf('@');
	if (at <= 0) {
		return false;
	}
	const local = address.slice(0, at);
	const labels = address.slice(at + 1).split('.');
	const topLevel = labels[labels.length - 1] ?? '';
	return (
		local.length <= MAX_LOCAL_LENGTH &&
		local.split('.').every((atom) => LOCAL_ATOM.test(atom)) &&
		labels.length >= 2 &&
		labels.every((label) => DOMAIN_LABEL.test(label)) &&
		TOP_LEVEL_LABEL.test(topLevel)
	);
}

/** Characters that open a bracket or quote before an address and can never start one. */
const LEADING_PUNCTUATION = /^[(<["]+/;
const isAlphanumeric = (character: string): boolean => /[A-Za-z0-9]/.test(character);

/**
 * Where the punctuation at the end of `word` starts: a valid address ends in a letter,
 * so whatever follows its last letter or digit is punctuation. A loop rather than a
 * regular expression anchored at the end, which would backtrack on long runs.
 */
function trailingPunctuationStart(word: string): number {
	let end = word.length;
	while (end > 0 && !isAlphanumeric(word.charAt(end - 1))) {
		end -= 1;
	}
	return end;
}

function pushText(parts: EmailTextPart[], text: string): void {
	if (text === '') {
		return;
	}
	const last = parts[parts.length - 1];
	if (last?.kind === 'text') {
		last.text += text;
	} else {
		parts.push({ kind: 'text', text });
	}
}

/**
 * Splits the email block's text into plain text and addresses. Each word (a run
 * without whitespace) that is a valid address once opening brackets or quotes
 * before it and punctuation after it are set aside becomes an address part; that
 * punctuation stays text, so `Write to hi@example.com.` links `hi@example.com`
 * and keeps the full stop outside the link. The parts' text, joined, is the input.
 *
 * @example
 * parseEmailText('Write to hi@example.com.');
 * // [{ kind: 'text', text: 'Write to ' }, { kind: 'email', address: 'hi@example.com' }, { kind: 'text', text: '.' }]
 */
export function parseEmailText(text: string): EmailTextPart[] {
	const parts: EmailTextPart[] = [];
	for (const word of text.split(/(\s+)/)) {
		const leading = LEADING_PUNCTUATION.exec(word)?.[0] ?? '';
		const rest = word.slice(leading.length);
		const end = trailingPunctuationStart(rest);
		const candidate = rest.slice(0, end);
		const trailing = rest.slice(end);
		if (candidate.includes('@') && isValidEmail(candidate)) {
			pushText(parts, leading);
			parts.push({ kind: 'email', address: candidate });
			pushText(parts, trailing);
		} else {
			pushText(parts, word);
		}
	}
	return parts;
}

/**
 * The `mailto:` address of a valid email address. The characters a local part may
 * hold that mean something else in a `mailto:` URL (`%`, `/`, `?`, `#`, `&`) are
 * percent-encoded, so `a?b@example.com` is written to, not read as a subject.
 *
 * @example
 * mailtoHref('hello@example.com'); // 'mailto:hello@example.com'
 * mailtoHref('a?b@example.com'); // 'mailto:a%3Fb@example.com'
 */
export function mailtoHref(address: string): string {
	return `mailto:${address.replace(/[%/?#&]/g, (character) => encodeURIComponent(character))}`;
}
