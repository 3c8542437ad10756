// The playground right to left (`?dir=rtl`, or `?locale=` of a language written that way), loaded
// only then. WordPress gives a right-to-left site each stylesheet's `-rtl.css` twin, which its
// builds make with rtlcss; the playground's stylesheets are made for left to right, so this turns
// each one with the same tool as it reaches the page, and the texts the canvas gets too.
import { setLocaleData } from '@wordpress/i18n';
import rtlcss from 'rtlcss';

/** A stylesheet's text, right to left: what rtlcss makes of it, as WordPress's `-rtl.css` files. */
export const rightToLeftCss = (css: string): string => rtlcss.process(css);

const TURNED = 'data-blockyard-rtl';

/** Turns one `<style>` in place, or puts a turned copy of a linked stylesheet after its `<link>`. */
async function turn(element: Element): Promise<void> {
	if (element.hasAttribute(TURNED)) {
		return;
	}
	element.setAttribute(TURNED, '');
	if (element instanceof HTMLStyleElement) {
		element.textContent = rightToLeftCss(element.textContent ?? '');
		return;
	}
	if (element instanceof HTMLLinkElement && element.rel === 'stylesheet' && element.href !== '') {
		const response = await fetch(element.href);
		const style = element.ownerDocument.createElement('style');
		style.setAttribute(TURNED, element.href);
		style.textContent = rightToLeftCss(await response.text());
		element.after(style);
		element.disabled = true;
	}
}

/**
 * Makes the page right to left: `<html dir="rtl">`, @wordpress/i18n's direction (Gutenberg's
 * components read `isRTL()`), and every stylesheet of the page, those already there and those a
 * chunk adds later, turned. Resolves once the stylesheets already there are turned.
 */
export async function makePageRightToLeft(doc: Document = document): Promise<void> {
	doc.documentElement.dir = 'rtl';
	// WordPress's translations say a language's direction with this context; it is the one Gutenberg reads.
	setLocaleData({ 'text direction\u0004ltr': ['rtl'] });
	new MutationObserver((records) => {
		for (const record of records) {
			for (const node of record.addedNodes) {
				if (node instanceof HTMLStyleElement || node instanceof HTMLLinkElement) {
					void turn(node);
				}
			}
		}
	}).observe(doc.head, { childList: true });
	await Promise.all([...doc.querySelectorAll('style, link[rel="stylesheet"]')].map(turn));
}
