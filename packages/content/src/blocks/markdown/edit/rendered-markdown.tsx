import { yieldToBrowser } from '@blockyard/ui';
import { useLayoutEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

import { element } from '../class-names';
import { SLICE_MS, type MarkdownRendering } from '../render-in-slices';

/**
 * Puts the rendering's chunks into `container` as they come, giving the browser its thread
 * back every {@link SLICE_MS} (a long document shown again puts back many chunks at once), until
 * the rendering ends or `isStopped()`. What is there already goes in before this returns.
 */
async function showChunks(
	rendering: MarkdownRendering,
	container: HTMLElement,
	isStopped: () => boolean
): Promise<void> {
	let shown = 0;
	let sliceStart = performance.now();
	// A document rendered in chunks: each in an element of its own, which the browser lays out
	// and paints only near the screen, so a frame handles a few dozen of them rather than every
	// paragraph of the document.
	const wrap = !rendering.isDone() || rendering.chunks.length > 1;
	for (;;) {
		while (shown < rendering.chunks.length) {
			if (shown > 0 && performance.now() - sliceStart >= SLICE_MS) {
				await yieldToBrowser();
				sliceStart = performance.now();
			}
			if (isStopped()) {
				return;
			}
			// Sanitised HTML of whole top-level elements: put after what is there, as one page would parse it.
			const html = rendering.chunks[shown] ?? '';
			if (wrap) {
				const chunk = container.ownerDocument.createElement('div');
				chunk.className = element('chunk');
				chunk.insertAdjacentHTML('beforeend', html);
				container.append(chunk);
			} else {
				container.insertAdjacentHTML('beforeend', html);
			}
			shown += 1;
		}
		if (rendering.isDone()) {
			return;
		}
		await rendering.changed();
		if (isStopped()) {
			return;
		}
		sliceStart = performance.now();
	}
}

/**
 * The rendered markdown, as visitors will see it, shown chunk by chunk as it is rendered (a
 * document of one chunk at once, before the browser paints). A link in it asks before it
 * leaves the editor, and leaves only when the user agrees: the editor page goes to the
 * link's address.
 */
export function RenderedMarkdown({ rendering }: { rendering: MarkdownRendering | undefined }) {
	const container = useRef<HTMLDivElement | null>(null);

	// The chunks are put in here, not by React (which would parse the whole HTML again for each).
	useLayoutEffect(() => {
		const target = container.current;
		if (!target) {
			return undefined;
		}
		target.replaceChildren();
		if (rendering === undefined) {
			return undefined;
		}
		let stopped = false;
		void showChunks(rendering, target, () => stopped);
		return () => {
			stopped = true;
		};
	}, [rendering]);

	const onClick = (event: MouseEvent<HTMLDivElement>) => {
		const target = event.target as Element;
		const link = target.closest?.('a[href]');
		if (!link || !event.currentTarget.contains(link)) {
			return;
		}
		event.preventDefault();
		if (window.confirm(__('Are you sure you wish to leave this page?', 'blockyard'))) {
			window.location.assign(new URL(link.getAttribute('href') ?? '', window.location.href).href);
		}
	};

	return (
		// Clicks bubble here from the links inside; the links themselves are focusable and take Enter.
		<div ref={container} className={element('preview')} onClick={onClick} />
	);
}
