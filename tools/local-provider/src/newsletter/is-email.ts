/**
 * WordPress's `is_email()`, so the playground accepts and
 * refuses the same addresses as the plugin's route: at least 6 characters, an
 * `@` after the first, a local part of the allowed characters, and a domain of
 * two or more dot-separated labels of letters, digits and inner hyphens.
 */
export function isEmail(email: string): boolean {
	const at = email.indexOf('@', 1);
	if (email.length < 6 || at === -1) {
		return false;
	}
	const local = email.slice(0, at);
	const domain = email.slice(at + 1);
	if (!/^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/.test(local)) {
		return false;
	}
	// WordPress also refuses `..`, and spaces or dots at either end of the domain: each leaves
	// a label that is empty or not of letters, digits and inner hyphens, refused below.
	const labels = domain.split('.');
	return labels.length >= 2 && labels.every((label) => /^[a-z0-9]+(?:-+[a-z0-9]+)*$/i.test(label));
}
