// The page around the canvas: Gutenberg's UI, the core blocks (inspector
// controls, placeholders) and the playground's layout; Blockyard's blocks'
// styles come with their package's code (block-styles.ts). The canvas iframe
// gets its own copy as text (canvas-styles.ts).
import '@wordpress/components/build-style/style.css';
import '@wordpress/block-editor/build-style/style.css';
import '@wordpress/block-library/build-style/style.css';
import '@wordpress/block-library/build-style/editor.css';
import '@wordpress/format-library/build-style/style.css';
import './playground.css';
import '@wordpress/format-library';

import { provideConnectionStore } from '@blockyard/connection';
import type { BlockyardPackageName } from '@blockyard/editor';
import { blockTierChoiceOf, provideHost } from '@blockyard/ui';
import { registerCoreBlocks } from '@wordpress/block-library';
import { createRoot } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { createPlaygroundHost, playgroundApi } from '../host/playground-host';
import { createPlaygroundStore } from '../host/playground-store';
import { App } from './app';
import { playgroundPackages, registerPlaygroundPackages, type PlaygroundPackage } from './blockyard-packages';
import { addPageBlockStyles } from './block-styles';
import { canvasStylesWith } from './canvas-styles';
import { createPlaygroundConnectionStore } from './connection-store';
import { exposeWordPressGlobals } from './expose-wp';
import { browserStorage } from './local-draft';
import { errorMessage } from './describe-error';
import { LoadError } from './load-error';
import { createPageLeave } from './page-leave';
import type { PageLanguage } from './locale';
import type { PackagesChoice } from './packages-param';
import { applyPageLanguage } from './page-language';
import { playgroundSite } from './playground-site';
import { postIdFromSearch } from './post-id';
import { refusedPackagesMessage } from './refused-packages';

/** What the page's first script (main.tsx) has started loading for the editor. */
export interface EditorStart {
	/** The Blockyard packages `?packages=` asks for, or why it cannot be used. */
	readonly choice: PackagesChoice;
	/** Their code, when the choice is good; not registered yet. */
	readonly packagesLoading: Promise<readonly PlaygroundPackage[]> | undefined;
	/** The local provider's nonce (`undefined` when it cannot be read). */
	readonly nonceLoading: Promise<string | undefined>;
	/** The page's language and direction (`?locale=`, `?dir=`), loading. */
	readonly language: PageLanguage;
}

/**
 * Registers the core blocks, makes the store, the host and the connection
 * store, registers the packages asked for once their code has arrived, and
 * renders the editor (or says why it cannot start).
 */
export async function startEditor({
	choice,
	packagesLoading,
	nonceLoading,
	language,
}: EditorStart): Promise<void> {
	const rightToLeft = await applyPageLanguage(language);
	registerCoreBlocks();
	const packageNames = Object.keys(playgroundPackages) as BlockyardPackageName[];
	const store = createPlaygroundStore({ site: playgroundSite(window.location.search) });
	// The site, the provider and the platform are all on this origin: the Vite server proxies them.
	// The provider wants its nonce on every change, as WordPress does: it is read before anything calls.
	const nonce = await nonceLoading;
	const host = createPlaygroundHost({
		store,
		api: playgroundApi(window.location.origin, nonce, { fromEditor: true }),
	});
	const { api } = host;
	// Connecting leaves the page and comes back: the editor keeps its unsaved changes first.
	const pageLeave = createPageLeave();
	const connection = createPlaygroundConnectionStore(api, { navigate: pageLeave.leaveAndReturn });
	// What registerBlockyard() does, with each package's code loaded only when `?packages=` asks for it.
	provideHost(host);
	provideConnectionStore(connection);
	exposeWordPressGlobals();

	const container = document.getElementById('root');
	if (!container) {
		throw new Error('The playground page has no #root element.');
	}
	const root = createRoot(container);
	if (!choice.ok) {
		root.render(
			<LoadError
				title={__('The playground cannot start with this address.', 'blockyard')}
				message={refusedPackagesMessage(choice.unknown, packageNames)}
			/>
		);
		return;
	}
	try {
		// The blocks of the tiers the address allows (`?tiers=beta`), as the host chooses them.
		const blockStyles = registerPlaygroundPackages(
			(await packagesLoading) ?? [],
			blockTierChoiceOf(host)
		);
		addPageBlockStyles(blockStyles);
		root.render(
			<App
				api={api}
				connection={connection}
				store={store}
				host={host}
				postId={postIdFromSearch(window.location.search)}
				pageLeave={pageLeave}
				draftStorage={browserStorage()}
				canvasStyles={canvasStylesWith(blockStyles, rightToLeft?.rightToLeftCss)}
			/>
		);
	} catch (error) {
		root.render(
			<LoadError
				title={__('The playground could not load its blocks.', 'blockyard')}
				// translators: %s: why loading failed, as the browser says it.
				message={sprintf(
					__('Loading Blockyard’s packages failed: %s', 'blockyard'),
					errorMessage(error)
				)}
				onRetry={() => window.location.reload()}
			/>
		);
	}
}
