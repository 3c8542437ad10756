// Test-only: a layout for happy-dom, which measures every element 0 × 0.

/**
 * happy-dom lays nothing out, so every element measures 0 × 0 and a Leaflet map
 * would show a single point; this gives elements a 600 × 400 box until `restore`.
 */
export function layOutElements(): () => void {
	const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
	const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
	Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
	Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
	return () => {
		if (width) {
			Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
		}
		if (height) {
			Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
		}
	};
}
