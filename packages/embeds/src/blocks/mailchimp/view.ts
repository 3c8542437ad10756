import { createApi, newsletter, newsletterErrorKind, type Api } from '@blockyard/api-client';

import { EMAIL_CLASS, FORM_CLASS, STATUS_CLASS } from './markup';

/**
 * The site's REST root as WordPress announces it on every page
 * (`<link rel="https://api.w.org/" href="…">`), else `/wp-json/` on this origin.
 */
export function siteRestRoot(doc: Document = document): string {
	const link = doc.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]');
	return link?.href || new URL('/wp-json/', doc.baseURI).href;
}

/** The signup a saved block sends besides the address: its groups and signup field. */
function signupExtras(element: HTMLElement) {
	const { interests, signupFieldTag, signupFieldValue } = element.dataset;
	const groups = (interests ?? '').split(',').filter((id) => id !== '');
	return {
		...(groups.length > 0 ? { interests: groups } : {}),
		...(signupFieldTag ? { signupFieldTag } : {}),
		...(signupFieldValue ? { signupFieldValue } : {}),
	};
}

/**
 * The visitor's signup on one saved Mailchimp block: the form posts the address (with the
 * block's groups and signup field) to the site's newsletter route, and the live region says
 * the processing, success or error label. On success the field is emptied; on an error what
 * the visitor typed stays, to send again.
 */
export function startView(element: HTMLElement, api: Api = createApi({ root: siteRestRoot() })): void {
	const form = element.querySelector<HTMLFormElement>(`.${FORM_CLASS}`);
	const email = element.querySelector<HTMLInputElement>(`.${EMAIL_CLASS}`);
	const status = element.querySelector<HTMLElement>(`.${STATUS_CLASS}`);
	if (!form || !email || !status) {
		return;
	}
	const labels = element.dataset;
	let sending = false;
	const say = (kind: 'processing' | 'success' | 'error', text: string | undefined) => {
		element.classList.remove('is-processing', 'is-success', 'is-error');
		element.classList.add(`is-${kind}`);
		status.textContent = text ?? '';
	};

	form.addEventListener('submit', (event) => {
		event.preventDefault();
		if (sending) {
			return;
		}
		sending = true;
		form.setAttribute('aria-busy', 'true');
		email.removeAttribute('aria-invalid');
		say('processing', labels.processingLabel);
		newsletter
			.subscribe(api, { email: email.value.trim(), ...signupExtras(element) })
			.then(
				() => {
					say('success', labels.successLabel);
					email.value = '';
				},
				(error: unknown) => {
					if (newsletterErrorKind(error) === 'invalidEmail') {
						email.setAttribute('aria-invalid', 'true');
					}
					say('error', labels.errorLabel);
				}
			)
			.finally(() => {
				sending = false;
				form.removeAttribute('aria-busy');
			});
	});
}
