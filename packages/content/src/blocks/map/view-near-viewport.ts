/**
 * How far outside the viewport a map starts loading: about a screen's scroll away on a
 * phone, so that Leaflet (about 54 KiB of gzip) has arrived by the time the map scrolls in,
 * while a page whose map is far below never loads it for a visitor who does not get there.
 */
export const NEAR_VIEWPORT_MARGIN = '300px';

/**
 * Calls `start` once, when `element` comes within {@link NEAR_VIEWPORT_MARGIN} of the
 * viewport: on the observer's first report when it is already there, at once in a browser
 * without IntersectionObserver (which then loads everything, as before).
 *
 * @example
 * whenNearViewport(canvas, () => void import('./view-leaflet'));
 */
export function whenNearViewport(element: Element, start: () => void): void {
	// Read off the global at call time: an older browser (or a test) may not have one.
	const Observer = (globalThis as { IntersectionObserver?: typeof IntersectionObserver })
		.IntersectionObserver;
	if (Observer === undefined) {
		start();
		return;
	}
	const observer = new Observer(
		(entries) => {
			if (entries.some((entry) => entry.isIntersecting)) {
				observer.disconnect();
				start();
			}
		},
		{ rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` }
	);
	observer.observe(element);
}
