import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

import { markdownToHtml } from '../../../markdown/markdown-to-html';
import type { AiAssistantAttributes } from '../../../types';

/**
 * Keeps the `html` attribute, what `save` prints for visitors, the HTML of `content`:
 * rendered here, in the edit, so that `save` needs no markdown renderer. A change of
 * `content` renders it again; a block that has `content` but no `html` (one made with
 * `createBlock`) gets it when it first shows. Opening a saved post leaves the `html` read
 * from its markup alone, so the post does not look changed just by being opened. Neither is
 * an undo step of its own.
 */
export function useSavedHtml(
	{ content, html }: Pick<AiAssistantAttributes, 'content' | 'html'>,
	setAttributes: (changes: Partial<AiAssistantAttributes>) => void
): void {
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);
	/** The `content` the `html` was last made from; undefined before the first render. */
	const renderedFrom = useRef<string | undefined>(undefined);
	useEffect(() => {
		const source = content ?? '';
		const isFirst = renderedFrom.current === undefined;
		if (renderedFrom.current === source) {
			return;
		}
		renderedFrom.current = source;
		if (isFirst && (html ?? '') !== '') {
			return;
		}
		const rendered = markdownToHtml(source);
		if (rendered !== (html ?? '')) {
			markNextChangeAsNotPersistent();
			setAttributes({ html: rendered });
		}
		// Only a change of `content` renders again: `html` follows from it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [content]);
}
