import sharp from 'sharp';

/** The stock poster's size: a 16:9 frame. */
export const POSTER_WIDTH = 1280;
export const POSTER_HEIGHT = 720;

/** The hue (0..359) of a video's posters, picked from its guid so that two videos tell apart. */
export function posterHue(guid: string): number {
	let hue = 0;
	for (const character of guid) {
		hue = (hue * 31 + character.charCodeAt(0)) % 360;
	}
	return hue;
}

/**
 * A video's 16:9 card, its gradient's colours picked from the guid, with `content` (SVG
 * shapes) drawn over it: every poster the provider draws is one.
 */
export async function posterCard(guid: string, content: string): Promise<Buffer> {
	const hue = posterHue(guid);
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}">
	<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
		<stop offset="0" stop-color="hsl(${hue}, 45%, 28%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 50%, 12%)"/>
	</linearGradient></defs>
	<rect width="100%" height="100%" fill="url(#g)"/>
	${content}
</svg>`;
	return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A poster the provider draws for a new video: its card with a play sign. The provider cannot
 * take a frame from the file (no video decoder here: see
 * `docs/decisions/0041-resumable-video-upload.md`).
 */
export function stockPoster(guid: string): Promise<Buffer> {
	return posterCard(
		guid,
		'<circle cx="640" cy="360" r="96" fill="rgba(255,255,255,0.16)"/><path d="M610 300 L700 360 L610 420 Z" fill="#fff"/>'
	);
}
