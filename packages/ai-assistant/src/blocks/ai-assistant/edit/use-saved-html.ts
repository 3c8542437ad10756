import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';

import { markdownToHtml } from '../../../markdown/markdown-to-html';
import type { AiAssistantAttributes } from '../../../types';

/**
 * Keeps the `html` attribute, what `save` prints for visitors, the HTML of `content`:
 * rendered here, in the edit, so that `save` needs no markdown renderer. A change of
 * `content` alone renders it again; a change of both (a reply written with its HTML, an undo)
 * is already in step, and is left as it is: rendering a long reply again, and writing it, would
 * cost as much again. A block that has `content` but no `html` (one made with `createBlock`)
 * gets it when it first shows. Opening a saved post leaves the `html` read from its markup
 * alone, so the post does not look changed just by being opened. Neither is an undo step of
 * its own.
 */
export function useSavedHtml(
	{ content, html }: Pick<AiAssistantAttributes, 'content' | 'html'>,
	setAttributes: (changes: Partial<AiAssistantAttributes>) => void
): void {
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);
	/** The `content` the `html` was last made from; undefined before the first render. */
	const renderedFrom = useRef<string | undefined>(undefined);
	/** The `html` known to be in step with `renderedFrom`. */
	const inStep = useRef('');
	useEffect(() => {
		const source = content ?? '';
		const current = html ?? '';
		if (renderedFrom.current === source) {
			return;
		}
		const isFirst = renderedFrom.current === undefined;
		const changedWith = !isFirst && current !== inStep.current;
		renderedFrom.current = source;
		inStep.current = current;
		if ((isFirst || changedWith) && current !== '') {
			return;
		}
		const rendered = markdownToHtml(source);
		inStep.current = rendered;
		if (rendered !== current) {
			markNextChangeAsNotPersistent();
			setAttributes({ html: rendered });
		}
		// Only a change of `content` renders again: `html` follows from it.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [content]);
}
