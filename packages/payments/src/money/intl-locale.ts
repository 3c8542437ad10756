/**
 * The BCP 47 tag Intl formats numbers with for a WordPress locale, or undefined when Intl has
 * no data for its language. A part Intl rejects is dropped from the end until the rest is a
 * tag (`pt_PT_ao90` is `pt-PT`: `ao90` is no valid subtag).
 *
 * @example
 * intlLocaleOf('de_DE'); // 'de-DE'
 * intlLocaleOf('de_DE_formal'); // 'de-DE-formal'
 * intlLocaleOf('pt_PT_ao90'); // 'pt-PT'
 * intlLocaleOf('not a locale!'); // undefined
 */
export function intlLocaleOf(wpLocale: string): string | undefined {
	const parts = wpLocale.trim().split(/[_-]/);
	while (parts.length > 0 && parts.every((part) => /^[A-Za-z0-9]{1,8}$/.test(part))) {
		try {
			const [tag] = Intl.getCanonicalLocales(parts.join('-'));
			// A well-formed tag of a language Intl has no data for would be formatted in the
			// browser's own language: none.
			return tag !== undefined && Intl.NumberFormat.supportedLocalesOf(tag).length > 0
				? tag
				: undefined;
		} catch {
			// Not a valid tag: try without its last part.
		}
		parts.pop();
	}
	return undefined;
}
