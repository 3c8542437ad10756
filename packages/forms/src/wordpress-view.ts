// The front-end script of the WordPress plugin (`build-wp/view.js`, handle
// `blockyard-forms-view`): enhances every contact form on a visitor's page once the
// document is ready (docs/decisions/0009-contact-forms.md).
import { hydrateContactForms } from './view/hydrate';

if (document.readyState === 'loading') {
	document.addEventListener('DOMContentLoaded', () => hydrateContactForms(), { once: true });
} else {
	hydrateContactForms();
}
