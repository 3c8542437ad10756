// The front-end script of the WordPress plugin (`build-wp/view.js`, handle
// `blockyard-embeds-view`), which the plugin prints only on pages that render an embed block
// with visitor behaviour: starts those blocks once the document is ready. Each block's view
// loads as a chunk of its own, only when the page has that block (see src/view/views.ts).
import { startEmbedsViews } from './view';

const start = (): void => void startEmbedsViews(document);

if (document.readyState === 'loading') {
	document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
	start();
}
