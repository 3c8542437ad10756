/** The colours every generated GIF draws with, by index: one global colour table. */
export const GIF_PALETTE: readonly (readonly [number, number, number])[] = [
	[247, 244, 234], // 0 paper
	[30, 30, 30], // 1 ink
	[228, 87, 46], // 2 red
	[243, 167, 18], // 3 orange
	[255, 210, 63], // 4 yellow
	[59, 178, 115], // 5 green
	[23, 190, 187], // 6 teal
	[46, 134, 222], // 7 blue
	[27, 58, 107], // 8 navy
	[119, 104, 174], // 9 purple
	[239, 112, 157], // 10 pink
	[217, 217, 217], // 11 light grey
	[141, 141, 141], // 12 grey
	[167, 216, 240], // 13 sky
	[139, 90, 43], // 14 brown
	[255, 255, 255], // 15 white
];

/** Palette indexes by name, so scenes read as colours. */
export const C = {
	paper: 0,
	ink: 1,
	red: 2,
	orange: 3,
	yellow: 4,
	green: 5,
	teal: 6,
	blue: 7,
	navy: 8,
	purple: 9,
	pink: 10,
	lightGrey: 11,
	grey: 12,
	sky: 13,
	brown: 14,
	white: 15,
} as const;

export type Point = readonly [x: number, y: number];

/**
 * One frame as palette indexes, one byte a pixel, with the few shapes the
 * scenes draw. Coordinates may be fractional or off the frame: what falls
 * outside is clipped.
 */
export class IndexedFrame {
	readonly pixels: Uint8Array;

	constructor(
		readonly width: number,
		readonly height: number,
		background: number
	) {
		this.pixels = new Uint8Array(width * height).fill(background);
	}

	set(x: number, y: number, colour: number): void {
		const px = Math.floor(x);
		const py = Math.floor(y);
		if (px >= 0 && py >= 0 && px < this.width && py < this.height) {
			this.pixels[py * this.width + px] = colour;
		}
	}

	rect(x: number, y: number, w: number, h: number, colour: number): void {
		for (let py = Math.max(0, Math.floor(y)); py < Math.min(this.height, Math.ceil(y + h)); py++) {
			for (let px = Math.max(0, Math.floor(x)); px < Math.min(this.width, Math.ceil(x + w)); px++) {
				this.pixels[py * this.width + px] = colour;
			}
		}
	}

	disc(cx: number, cy: number, r: number, colour: number): void {
		this.ellipse(cx, cy, r, r, colour);
	}

	ellipse(cx: number, cy: number, rx: number, ry: number, colour: number): void {
		for (let py = Math.floor(cy - ry); py <= Math.ceil(cy + ry); py++) {
			for (let px = Math.floor(cx - rx); px <= Math.ceil(cx + rx); px++) {
				const dx = (px + 0.5 - cx) / rx;
				const dy = (py + 0.5 - cy) / ry;
				if (dx * dx + dy * dy <= 1) {
					this.set(px, py, colour);
				}
			}
		}
	}

	/** A filled polygon (even-odd rule), tested at each pixel's centre. */
	polygon(points: readonly Point[], colour: number): void {
		const xs = points.map(([x]) => x);
		const ys = points.map(([, y]) => y);
		for (let py = Math.floor(Math.min(...ys)); py <= Math.ceil(Math.max(...ys)); py++) {
			for (let px = Math.floor(Math.min(...xs)); px <= Math.ceil(Math.max(...xs)); px++) {
				if (inside(points, px + 0.5, py + 0.5)) {
					this.set(px, py, colour);
				}
			}
		}
	}
}

function inside(points: readonly Point[], x: number, y: number): boolean {
	let result = false;
	for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
		const [xi, yi] = points[i] ?? [0, 0];
		const [xj, yj] = points[j] ?? [0, 0];
		if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) {
			result = !result;
		}
	}
	return result;
}
