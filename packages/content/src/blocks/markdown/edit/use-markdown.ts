import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useRef } from '@wordpress/element';

import { renderMarkdown } from '../render';
import type { MarkdownAttributes } from '../types';

/**
 * The source rendered and sanitised (for the preview), and a setter of the source that stores
 * its rendering in the `html` attribute beside it, which `save` prints. Both change in one
 * update, so typing coalesces into undo steps as in any text block. A block whose `html` does
 * not match its source (made by a transform or `createBlock`, which give only the source) gets
 * it the first time its edit renders, without an undo step of its own.
 */
export function useMarkdown(
	{ source, html }: MarkdownAttributes,
	setAttributes: (attributes: Partial<MarkdownAttributes>) => void
): { rendered: string; setSource: (source: string) => void } {
	const last = useRef<{ source: string; html: string } | null>(null);
	const rendered = useMemo(
		() => (last.current?.source === source ? last.current.html : renderMarkdown(source)),
		[source]
	);
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	useEffect(() => {
		if (rendered !== html) {
			markNextChangeAsNotPersistent();
			setAttributes({ html: rendered });
		}
	}, [rendered, html, markNextChangeAsNotPersistent, setAttributes]);

	const setSource = useCallback(
		(next: string) => {
			const nextHtml = renderMarkdown(next);
			last.current = { source: next, html: nextHtml };
			setAttributes({ source: next, html: nextHtml });
		},
		[setAttributes]
	);

	return { rendered, setSource };
}
