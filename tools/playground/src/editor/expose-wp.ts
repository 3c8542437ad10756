import * as blockEditor from '@wordpress/block-editor';
import * as blockLibrary from '@wordpress/block-library';
import * as blocks from '@wordpress/blocks';
import * as components from '@wordpress/components';
import * as compose from '@wordpress/compose';
import * as data from '@wordpress/data';
import * as element from '@wordpress/element';
import * as i18n from '@wordpress/i18n';
import * as keyboardShortcuts from '@wordpress/keyboard-shortcuts';

declare global {
	interface Window {
		/** The @wordpress modules the playground runs on, under WordPress's names, for debugging and e2e helpers. */
		wp?: Readonly<Record<string, unknown>>;
	}
}

/** Sets `window.wp` like WordPress does: `wp.data.select('core/block-editor').getBlocks()`, `wp.blocks.serialize(…)`. */
export function exposeWordPressGlobals(): void {
	window.wp = {
		...window.wp,
		blockEditor,
		blockLibrary,
		blocks,
		components,
		compose,
		data,
		element,
		i18n,
		keyboardShortcuts,
	};
}
