import { useCallback, useEffect, useState } from '@wordpress/element';

import { RESIZE_THROTTLE_MS } from './breakpoints';
import { throttle } from './throttle';

export interface ContainerWidth<T extends HTMLElement> {
	/** Put it on the element whose container is measured. */
	readonly ref: (node: T | null) => void;
	/** The container's content width in CSS pixels; `undefined` until measured (or without `ResizeObserver`). */
	readonly width: number | undefined;
}

/**
 * The width of the container of the element `ref` is on (its parent element),
 * watched with a `ResizeObserver` and measured at most once per `throttleMs`
 * (default {@link RESIZE_THROTTLE_MS}). It measures the container, not the
 * element, so an element whose own width depends on the answer (a narrow layout
 * that widens it) cannot make it flip back and forth. The observer is the one of
 * the element's own window, so it works inside the editor's canvas iframe.
 *
 * @example
 * const { ref, width } = useContainerWidth<HTMLDivElement>();
 * const isNarrow = width !== undefined && isNarrowerThan(width, 'mobile');
 * return <div ref={ref} className={isNarrow ? 'is-narrow' : undefined} />;
 */
export function useContainerWidth<T extends HTMLElement>(
	throttleMs: number = RESIZE_THROTTLE_MS
): ContainerWidth<T> {
	const [width, setWidth] = useState<number | undefined>(undefined);
	const [container, setContainer] = useState<HTMLElement | null>(null);

	const ref = useCallback((node: T | null) => {
		setContainer(node?.parentElement ?? null);
	}, []);

	useEffect(() => {
		const Observer = container?.ownerDocument.defaultView?.ResizeObserver ?? globalThis.ResizeObserver;
		if (!container || Observer === undefined) {
			return undefined;
		}
		const throttled = throttle((next: number) => setWidth(next), throttleMs);
		const observer = new Observer((entries) => {
			const entry = entries[entries.length - 1];
			if (entry) {
				throttled(entry.contentRect.width);
			}
		});
		observer.observe(container);
		return () => {
			observer.disconnect();
			throttled.cancel();
		};
	}, [container, throttleMs]);

	return { ref, width };
}
