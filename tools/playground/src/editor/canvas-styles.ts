import type { EditorStyle } from '@wordpress/block-editor';
import blockEditorContent from '@wordpress/block-editor/build-style/content.css?inline';
import blockLibraryEditor from '@wordpress/block-library/build-style/editor.css?inline';
import blockLibraryStyle from '@wordpress/block-library/build-style/style.css?inline';
import blockLibraryTheme from '@wordpress/block-library/build-style/theme.css?inline';
import components from '@wordpress/components/build-style/style.css?inline';

import canvasBase from './canvas.css?inline';

/**
 * Every stylesheet the canvas iframe (and the inserter's block previews) needs:
 * the block editor's content styles, the core blocks' styles, the loaded
 * Blockyard blocks' style.css and editor.css (`blockStyles`, as text), and a
 * plain theme-like base. The iframe does not see the page's stylesheets, so
 * they go in as text.
 */
export function canvasStylesWith(blockStyles: readonly string[]): ReadonlyArray<EditorStyle> {
	return [
		{ css: blockEditorContent },
		{ css: blockLibraryStyle },
		{ css: blockLibraryTheme },
		{ css: blockLibraryEditor },
		...blockStyles.map((css) => ({ css })),
		{ css: canvasBase },
	];
}

/**
 * Stylesheets the canvas iframe gets as they are, not scoped to the editor content:
 * the components' styles, which blocks' edit views use inside the canvas (WordPress
 * loads `wp-components` there the same way).
 */
export const canvasAssets = {
	styles: `<style id="wp-components-css">${components}</style>`,
	scripts: '',
} as const;
