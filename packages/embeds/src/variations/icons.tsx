// Small line icons for the embed variations, drawn for the inserter's 24 px grid. They are
// plain SVG elements (no icon library has these services' marks), a few hundred bytes in all.

/** Descript: a waveform. */
export const descriptIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
		<path d="M4 10h2v4H4zm4-4h2v12H8zm4 2h2v8h-2zm4-3h2v14h-2zm4 5h2v4h-2z" />
	</svg>
);

/** Facebook: a lower-case f in a circle. */
export const facebookIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
		<path d="M12 2a10 10 0 0 0-1.6 19.9v-7h-2.5V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 12 2z" />
	</svg>
);

/** Instagram: a rounded square with a lens. */
export const instagramIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
		<path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 1.8A3.2 3.2 0 0 0 4.8 8v8A3.2 3.2 0 0 0 8 19.2h8a3.2 3.2 0 0 0 3.2-3.2V8A3.2 3.2 0 0 0 16 4.8zm4 3.4a3.8 3.8 0 1 1 0 7.6 3.8 3.8 0 0 1 0-7.6zm0 1.8a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm4.4-3.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2z" />
	</svg>
);

/** Loom: a burst of petals. */
export const loomIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
		<path d="M11 2h2v6.3l4.5-4.5 1.4 1.4-4.5 4.5H21v2h-6.6l4.5 4.5-1.4 1.4-4.5-4.5V22h-2v-6.9l-4.5 4.5-1.4-1.4 4.5-4.5H3v-2h6.6L5.1 6.2l1.4-1.4L11 9.3z" />
	</svg>
);

/** SmartFrame: a picture in a frame. */
export const smartFrameIcon = (
	<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
		<path d="M3 4h18v16H3zm1.8 1.8v12.4h14.4V5.8zM6 16l3.5-4.5 2.5 3 3.5-4.5L18 16z" />
	</svg>
);
