// The front-end script of the WordPress plugin (`build-wp/view.js`, handle
// `blockyard-payments-view`), which the plugin prints only on pages that render a payment block
// with visitor behaviour: starts those blocks once the document is ready. Each block's view
// loads as a chunk of its own, only when the page has that block (see src/view/views.ts).
import { startPaymentsViews } from './view';

const start = (): void => void startPaymentsViews(document);

if (document.readyState === 'loading') {
	document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
	start();
}
