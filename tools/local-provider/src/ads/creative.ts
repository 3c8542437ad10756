import sharp from 'sharp';

import type { NetworkAdFormat } from './ad-formats';

/*
 * The stand-in network's creatives: one PNG per format, of exactly its size, drawn (as the
 * provider draws video posters, `src/resumable/stock-poster.ts`): a gradient in the format's
 * hue, a frame, a few bars where an advertiser's words would be and a button. Shapes only, so
 * nothing depends on the fonts of the machine.
 */

const drawn = new Map<string, Promise<Buffer>>();

function creativeSvg({ width, height, hue }: NetworkAdFormat): string {
	const wide = width >= height;
	const pad = Math.round(Math.min(width, height) * 0.12);
	// The button: along the right on a wide format, at the bottom on a tall one.
	const button = wide
		? {
				x: width - pad - Math.round(width * 0.22),
				y: pad,
				w: Math.round(width * 0.22),
				h: height - 2 * pad,
			}
		: {
				x: pad,
				y: height - pad - Math.round(height * 0.12),
				w: width - 2 * pad,
				h: Math.round(height * 0.12),
			};
	const textWidth = wide ? button.x - 2 * pad : width - 2 * pad;
	const bar = Math.max(4, Math.round((wide ? height - 2 * pad : height * 0.08) / 3));
	const bars = [0, 1]
		.map(
			(index) =>
				`<rect x="${pad}" y="${pad + index * bar * 1.6}" width="${Math.round(textWidth * (index === 0 ? 0.9 : 0.6))}" height="${bar}" rx="${Math.round(bar / 3)}" fill="rgba(255,255,255,${index === 0 ? 0.9 : 0.6})"/>`
		)
		.join('');
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
	<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
		<stop offset="0" stop-color="hsl(${hue}, 60%, 45%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360}, 65%, 25%)"/>
	</linearGradient></defs>
	<rect width="100%" height="100%" fill="url(#g)"/>
	<rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="none" stroke="rgba(255,255,255,0.5)" stroke-width="2"/>
	${bars}
	<rect x="${button.x}" y="${button.y}" width="${button.w}" height="${button.h}" rx="${Math.round(Math.min(button.w, button.h) / 4)}" fill="#fff"/>
</svg>`;
}

/** The format's creative, a PNG of its size; drawn once per format. */
export function drawCreative(format: NetworkAdFormat): Promise<Buffer> {
	let creative = drawn.get(format.name);
	if (creative === undefined) {
		creative = sharp(Buffer.from(creativeSvg(format)))
			.png()
			.toBuffer();
		drawn.set(format.name, creative);
	}
	return creative;
}
