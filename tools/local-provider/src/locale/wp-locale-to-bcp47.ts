const FALLBACK = 'en-US';

/**
 * A WordPress locale (`de_DE`, `pt_BR`, `de_DE_formal`) as a BCP 47 tag that
 * Intl knows (`de-DE`, `pt-BR`, `de-DE`). WordPress's own variants
 * (`_formal`, `_informal`, …) are dropped; anything Intl cannot use gives `en-US`.
 */
export function wpLocaleToBcp47(wpLocale: string): string {
	const [language, region] = wpLocale.split('_');
	const tag = region ? `${language}-${region}` : (language ?? '');
	try {
		const [canonical] = Intl.getCanonicalLocales(tag);
		if (canonical && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0) {
			return canonical;
		}
	} catch {
		// Not a well-formed tag.
	}
	return FALLBACK;
}
