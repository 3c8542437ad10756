import sharp from 'sharp';

import type { ExternalPhoto, SceneKind } from './catalog';

/** A small pseudo-random generator (mulberry32) started from the key: the same photo always gets the same picture. */
function random(key: string): () => number {
	let state = 0;
	for (const char of key) {
		state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0;
	}
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

const hsl = (hue: number, saturation: number, lightness: number): string =>
	`hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;

/** A ridge line across the picture, `base` × height down, as a closed polygon to the bottom. */
function ridge(next: () => number, width: number, height: number, base: number, rough: number): string {
	const steps = 12;
	const points = Array.from({ length: steps + 1 }, (_, step) => {
		const y = height * (base + (next() - 0.5) * rough);
		return `${Math.round((width * step) / steps)},${Math.round(y)}`;
	});
	return `${points.join(' ')} ${width},${height} 0,${height}`;
}

function sceneShapes(
	kind: SceneKind,
	next: () => number,
	width: number,
	height: number,
	hue: number
): string {
	const shapes: string[] = [];
	const short = Math.min(width, height);
	const circle = (x: number, y: number, r: number, fill: string, opacity = 1) =>
		shapes.push(
			`<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(r)}" fill="${fill}" fill-opacity="${opacity}"/>`
		);
	const polygon = (points: string, fill: string) =>
		shapes.push(`<polygon points="${points}" fill="${fill}"/>`);
	const rect = (x: number, y: number, w: number, h: number, fill: string, opacity = 1) =>
		shapes.push(
			`<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" fill="${fill}" fill-opacity="${opacity}"/>`
		);

	if (kind === 'pattern') {
		const cell = short / (5 + Math.floor(next() * 4));
		for (let y = 0; y < height; y += cell) {
			for (let x = 0; x < width; x += cell) {
				const even = (Math.round(x / cell) + Math.round(y / cell)) % 2 === 0;
				rect(x, y, cell, cell, hsl(hue + (even ? 0 : 40), 55, even ? 45 : 70));
				circle(x + cell / 2, y + cell / 2, cell / 4, hsl(hue + 180, 60, 60), 0.8);
			}
		}
		return shapes.join('');
	}
	if (kind === 'abstract') {
		for (let i = 0; i < 14; i++) {
			circle(
				next() * width,
				next() * height,
				short * (0.08 + next() * 0.3),
				hsl(hue + next() * 160, 70, 35 + next() * 40),
				0.55
			);
		}
		return shapes.join('');
	}
	// Landscapes: a sun or moon, then the ground by kind.
	circle(
		width * (0.15 + next() * 0.7),
		height * (0.15 + next() * 0.2),
		short * 0.08,
		hsl(hue + 50, 90, 80)
	);
	if (kind === 'clouds' || kind === 'sky') {
		for (let i = 0; i < (kind === 'clouds' ? 9 : 3); i++) {
			const x = next() * width;
			const y = height * (0.1 + next() * 0.4);
			for (let puff = 0; puff < 4; puff++) {
				circle(
					x + puff * short * 0.06,
					y + (puff % 2) * short * 0.02,
					short * (0.05 + next() * 0.04),
					'#ffffff',
					0.85
				);
			}
		}
		polygon(ridge(next, width, height, 0.82, 0.08), hsl(hue + 100, 35, 30));
	} else if (kind === 'mountains') {
		polygon(ridge(next, width, height, 0.45, 0.4), hsl(hue + 200, 20, 55));
		polygon(ridge(next, width, height, 0.62, 0.3), hsl(hue + 180, 25, 38));
		polygon(ridge(next, width, height, 0.8, 0.12), hsl(hue + 120, 30, 25));
	} else if (kind === 'sea' || kind === 'river') {
		polygon(ridge(next, width, height, 0.5, 0.15), hsl(hue + 120, 25, 35));
		rect(0, height * 0.6, width, height * 0.4, hsl(hue + 190, 60, 40));
		for (let i = 0; i < 12; i++) {
			rect(
				next() * width,
				height * (0.62 + next() * 0.35),
				width * (0.05 + next() * 0.15),
				Math.max(2, height * 0.008),
				'#ffffff',
				0.5
			);
		}
		if (kind === 'river') {
			polygon(
				`${width * 0.4},${height} ${width * 0.48},${height * 0.6} ${width * 0.52},${height * 0.6} ${width * 0.75},${height}`,
				hsl(hue + 200, 70, 55)
			);
		}
	} else if (kind === 'forest') {
		polygon(ridge(next, width, height, 0.75, 0.1), hsl(hue + 100, 40, 25));
		for (let i = 0; i < 30; i++) {
			const x = next() * width;
			const base = height * (0.7 + next() * 0.3);
			const tall = short * (0.15 + next() * 0.2);
			polygon(
				`${x},${base - tall} ${x - tall / 4},${base} ${x + tall / 4},${base}`,
				hsl(hue + 110 + next() * 30, 45, 18 + next() * 15)
			);
		}
	} else if (kind === 'dunes') {
		polygon(ridge(next, width, height, 0.6, 0.1), hsl(35, 60, 60));
		polygon(ridge(next, width, height, 0.75, 0.1), hsl(30, 65, 50));
		polygon(ridge(next, width, height, 0.9, 0.05), hsl(25, 70, 42));
	} else if (kind === 'city') {
		for (let x = 0; x < width; x += width / 18) {
			const tall = height * (0.2 + next() * 0.45);
			rect(x, height - tall, width / 20, tall, hsl(hue + 220, 15, 15 + next() * 15));
			for (let w = 0; w < 5; w++) {
				rect(x + width / 80, height - tall * next(), width / 100, height / 60, hsl(50, 90, 70), 0.9);
			}
		}
	} else {
		polygon(ridge(next, width, height, 0.6, 0.08), hsl(hue + 100, 50, 40));
		for (let i = 0; i < 60; i++) {
			circle(
				next() * width,
				height * (0.65 + next() * 0.35),
				short * (0.01 + next() * 0.015),
				hsl(next() * 360, 80, 60)
			);
		}
	}
	return shapes.join('');
}

/** Seven-segment digits, so each picture shows its number without needing a font. */
const SEGMENTS: readonly string[] = [
	'1111110',
	'0110000',
	'1101101',
	'1111001',
	'0110011',
	'1011011',
	'1011111',
	'1110000',
	'1111111',
	'1111011',
];

function digits(text: string, x: number, y: number, size: number): string {
	const w = size * 0.6;
	const t = size * 0.12;
	const bars = (on: string, left: number) => {
		const parts: [number, number, number, number][] = [
			[left, y, w, t],
			[left + w - t, y, t, size / 2],
			[left + w - t, y + size / 2, t, size / 2],
			[left, y + size - t, w, t],
			[left, y + size / 2, t, size / 2],
			[left, y, t, size / 2],
			[left, y + size / 2 - t / 2, w, t],
		];
		return parts
			.filter((_, index) => on[index] === '1')
			.map(
				([bx, by, bw, bh]) =>
					`<rect x="${Math.round(bx)}" y="${Math.round(by)}" width="${Math.round(bw)}" height="${Math.round(bh)}" fill="#ffffff"/>`
			)
			.join('');
	};
	const plate = `<rect x="${Math.round(x - size * 0.2)}" y="${Math.round(y - size * 0.2)}" width="${Math.round(text.length * w * 1.3 + size * 0.2)}" height="${Math.round(size * 1.4)}" fill="#000000" fill-opacity="0.45"/>`;
	return (
		plate +
		[...text].map((digit, index) => bars(SEGMENTS[Number(digit)] ?? '', x + index * w * 1.3)).join('')
	);
}

/** The photo's picture as SVG, at its full size. */
export function photoSvg(photo: ExternalPhoto): string {
	const next = random(photo.id);
	const hue = next() * 360;
	const { width, height } = photo;
	const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 60, 30 + next() * 20)}"/><stop offset="1" stop-color="${hsl(hue + 40, 70, 70 + next() * 15)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>`;
	const size = Math.min(width, height) * 0.12;
	return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${sky}${sceneShapes(photo.scene, next, width, height, hue)}${digits(String(photo.index + 1), size * 0.5, size * 0.5, size)}</svg>`;
}

const cache = new Map<string, Promise<Buffer>>();

/** The photo's JPEG at its full size, drawn on first use and kept for the life of the process. */
export function photoJpeg(photo: ExternalPhoto): Promise<Buffer> {
	const key = `${photo.id}`;
	let bytes = cache.get(key);
	if (!bytes) {
		bytes = sharp(Buffer.from(photoSvg(photo)))
			.jpeg({ quality: 82, mozjpeg: false })
			.toBuffer();
		bytes.catch(() => cache.delete(key));
		cache.set(key, bytes);
	}
	return bytes;
}
