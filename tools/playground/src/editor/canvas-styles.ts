import type { EditorStyle } from '@wordpress/block-editor';
import blockEditorContent from '@wordpress/block-editor/build-style/content.css?inline';
import blockLibraryEditor from '@wordpress/block-library/build-style/editor.css?inline';
import blockLibraryStyle from '@wordpress/block-library/build-style/style.css?inline';
import blockLibraryTheme from '@wordpress/block-library/build-style/theme.css?inline';
import components from '@wordpress/components/build-style/style.css?inline';

import canvasBase from './canvas.css?inline';

/** What the canvas iframe is given: stylesheets scoped to the editor content, and those it gets as they are. */
export interface CanvasStyles {
	/** The block editor's `styles` setting (scoped to the content). */
	readonly styles: ReadonlyArray<EditorStyle>;
	/** The block editor's `__unstableResolvedAssets` (not scoped). */
	readonly assets: { readonly styles: string; readonly scripts: string };
}

/**
 * Every stylesheet the canvas iframe (and the inserter's block previews) needs:
 * the block editor's content styles, the core blocks' styles, the loaded
 * Blockyard blocks' style.css and editor.css (`blockStyles`, as text), and a
 * plain theme-like base; and, not scoped to the content, the components'
 * styles, which blocks' edit views use inside the canvas (WordPress loads
 * `wp-components` there the same way). The iframe does not see the page's
 * stylesheets, so they go in as text, each through `turn` (the page right to
 * left turns them).
 */
export function canvasStylesWith(
	blockStyles: readonly string[],
	turn: (css: string) => string = (css) => css
): CanvasStyles {
	return {
		styles: [
			blockEditorContent,
			blockLibraryStyle,
			blockLibraryTheme,
			blockLibraryEditor,
			...blockStyles,
			canvasBase,
		].map((css) => ({ css: turn(css) })),
		assets: { styles: `<style id="wp-components-css">${turn(components)}</style>`, scripts: '' },
	};
}
