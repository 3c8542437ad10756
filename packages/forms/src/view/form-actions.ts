import { FORM_ID_ATTRIBUTE, FORM_ID_PATTERN, formResponsesPath } from '../blocks/contact-form/markup';

/** Attributes that send a form somewhere else or tie a control to another form; no field saves one. */
const REDIRECTING_ATTRIBUTES = ['form', 'formaction', 'formenctype', 'formmethod', 'formtarget'] as const;

const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

/**
 * Points every saved contact form under `root` at its own submission route on the site
 * whose REST root is `restRoot` (`/wp-json/`, `https://example.com/wp-json/`,
 * `https://example.com/?rest_route=/`): an absolute `action` and `method="post"`, so the
 * form works without script as well. Saved markup has no action (an author could
 * otherwise save one that sends elsewhere); the page that shows the form adds it — the
 * Blockyard WordPress plugin does the same in PHP. A form whose id the route would not
 * answer loses any action it had, and attributes inside a form that would send it
 * elsewhere (`formaction`, `form`, …) are removed.
 *
 * @example
 * addContactFormActions(document, '/wp-json/');
 * // <form data-blockyard-form="k3j9x0qa" action="https://example.com/wp-json/blockyard/v1/forms/k3j9x0qa/responses">
 */
export function addContactFormActions(root: ParentNode, restRoot: string): void {
	for (const form of Array.from(root.querySelectorAll<HTMLFormElement>(`form[${FORM_ID_ATTRIBUTE}]`))) {
		const formId = form.getAttribute(FORM_ID_ATTRIBUTE) ?? '';
		if (FORM_ID_PATTERN.test(formId)) {
			const action = new URL(withSlash(restRoot) + formResponsesPath(formId), document.baseURI);
			form.setAttribute('action', action.href);
			form.setAttribute('method', 'post');
		} else {
			form.removeAttribute('action');
		}
		form.removeAttribute('target');
		for (const element of Array.from(form.querySelectorAll('*'))) {
			REDIRECTING_ATTRIBUTES.forEach((name) => element.removeAttribute(name));
		}
	}
}
