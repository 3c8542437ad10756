// A provider's script on a visitor's page (the widget that turns a block's saved markup into
// the provider's button or card): loaded once per page, and only from a fixed https address
// written in our code that is on the provider's hosts. Nothing saved or pasted names a script.
import { isProviderSource } from '@blockyard/api-client';

const loaded = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Adds `<script async src>` to `doc` once (a second call, or a script already on the page,
 * adds nothing) and resolves when it has loaded. Rejects, adding nothing, for an address that
 * is not https on one of `hosts`.
 *
 * @example
 * void loadProviderScript(TOCK_SCRIPT_URL, TOCK_HOSTS);
 */
export function loadProviderScript(
	src: string,
	hosts: readonly string[],
	doc: Document = document
): Promise<void> {
	if (!isProviderSource(src, hosts)) {
		return Promise.reject(new Error(`Not a script of the provider: ${src}`));
	}
	const scripts = loaded.get(doc) ?? new Map<string, Promise<void>>();
	loaded.set(doc, scripts);
	const known = scripts.get(src);
	if (known) {
		return known;
	}
	const present = [...doc.scripts].some((script) => script.src === src);
	const promise = present
		? Promise.resolve()
		: new Promise<void>((resolve, reject) => {
				const script = doc.createElement('script');
				script.async = true;
				script.src = src;
				script.addEventListener('load', () => resolve(), { once: true });
				script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), {
					once: true,
				});
				doc.head.append(script);
			});
	scripts.set(src, promise);
	return promise;
}
