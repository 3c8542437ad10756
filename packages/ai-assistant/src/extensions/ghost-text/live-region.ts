const REGION_ID = 'blockyard-ghost-text-live-region';

/**
 * Says `message` to screen readers through a polite live region of the editor's page, made the
 * first time (visually hidden, as WordPress's own `screen-reader-text`).
 */
export function announce(message: string): void {
	let region = document.getElementById(REGION_ID);
	if (region === null) {
		region = document.createElement('div');
		region.id = REGION_ID;
		region.setAttribute('aria-live', 'polite');
		region.setAttribute('aria-atomic', 'true');
		Object.assign(region.style, {
			position: 'absolute',
			width: '1px',
			height: '1px',
			overflow: 'hidden',
			clip: 'rect(1px, 1px, 1px, 1px)',
			clipPath: 'inset(50%)',
			whiteSpace: 'nowrap',
		});
		document.body.append(region);
	}
	region.textContent = message;
}
