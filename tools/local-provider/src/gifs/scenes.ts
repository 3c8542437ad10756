import { C, type IndexedFrame, type Point } from './indexed-frame';

/** One animated GIF the provider draws: what it shows, and how to draw it at a moment of its loop. */
export interface GifScene {
	/** Letters and digits only, like the GIF service's ids (its page URLs end in `-<id>`). */
	readonly id: string;
	readonly title: string;
	/** What a search may ask for besides the title's words. */
	readonly words: readonly string[];
	readonly width: number;
	readonly height: number;
	readonly frames: number;
	/** Milliseconds each frame shows. */
	readonly delayMs: number;
	/** Draws the frame at `t`, from 0 (the first frame) to just under 1 (the last). */
	readonly draw: (frame: IndexedFrame, t: number) => void;
}

const TAU = Math.PI * 2;

const rotated = (cx: number, cy: number, points: readonly Point[], angle: number): Point[] =>
	points.map(([x, y]) => [
		cx + x * Math.cos(angle) - y * Math.sin(angle),
		cy + x * Math.sin(angle) + y * Math.cos(angle),
	]);

/** A small deterministic pseudo-random sequence (the same flakes and sparks on every start). */
function seeded(seed: number): () => number {
	let state = seed;
	return () => {
		state = (state * 1103515245 + 12345) % 2147483648;
		return state / 2147483648;
	};
}

const flakes = (() => {
	const random = seeded(7);
	return Array.from({ length: 40 }, () => ({ x: random() * 160, y: random() * 120, r: 1 + random() * 2 }));
})();

const stars = (() => {
	const random = seeded(11);
	return Array.from({ length: 24 }, () => ({ x: random() * 160, y: random() * 70 }));
})();

/**
 * The provider's GIFs: small animated scenes, drawn frame by frame from these
 * rules, so every start makes the same bytes.
 */
export const GIF_SCENES: readonly GifScene[] = [
	{
		id: 'bouncingball',
		title: 'Bouncing ball',
		words: ['ball', 'bounce', 'jump', 'red', 'play', 'happy'],
		width: 160,
		height: 120,
		frames: 16,
		delayMs: 60,
		draw: (f, t) => {
			f.rect(0, 104, 160, 16, C.green);
			// Two bounces a loop, swaying left and right, so the loop joins up.
			const height = Math.abs(Math.sin(t * TAU));
			const squash = height < 0.15 ? 1.3 : 1;
			const x = 80 + Math.sin(t * Math.PI * 2) * 40;
			f.ellipse(x, 92 - height * 70, 12 * squash, 12 / squash, C.red);
			f.ellipse(x - 4, 88 - height * 70, 3, 3, C.white);
		},
	},
	{
		id: 'spinningsquare',
		title: 'Spinning square',
		words: ['square', 'spin', 'rotate', 'turn', 'dizzy', 'purple'],
		width: 120,
		height: 120,
		frames: 18,
		delayMs: 50,
		draw: (f, t) => {
			f.polygon(
				rotated(
					60,
					60,
					[
						[-32, -32],
						[32, -32],
						[32, 32],
						[-32, 32],
					],
					(t * TAU) / 4
				),
				C.purple
			);
			f.polygon(
				rotated(
					60,
					60,
					[
						[-12, -12],
						[12, -12],
						[12, 12],
						[-12, 12],
					],
					(-t * TAU) / 4
				),
				C.yellow
			);
		},
	},
	{
		id: 'oceanwaves',
		title: 'Ocean waves',
		words: ['wave', 'waves', 'sea', 'ocean', 'water', 'beach', 'blue', 'summer'],
		width: 160,
		height: 90,
		frames: 20,
		delayMs: 70,
		draw: (f, t) => {
			f.rect(0, 0, 160, 90, C.sky);
			f.disc(130, 18, 10, C.yellow);
			for (let layer = 0; layer < 3; layer++) {
				const colour = [C.teal, C.blue, C.navy][layer] ?? C.blue;
				for (let x = 0; x < 160; x++) {
					const top =
						40 + layer * 14 + Math.sin((x / 160) * TAU * 2 + t * TAU + layer) * (6 - layer);
					f.rect(x, top, 1, 90 - top, colour);
				}
			}
		},
	},
	{
		id: 'pulsingheart',
		title: 'Pulsing heart',
		words: ['heart', 'love', 'pulse', 'beat', 'valentine', 'like', 'pink'],
		width: 120,
		height: 120,
		frames: 12,
		delayMs: 80,
		draw: (f, t) => {
			const s = 1 + 0.18 * Math.max(0, Math.sin(t * TAU));
			f.disc(60 - 14 * s, 50, 17 * s, C.pink);
			f.disc(60 + 14 * s, 50, 17 * s, C.pink);
			f.polygon(
				[
					[60 - 30 * s, 56],
					[60 + 30 * s, 56],
					[60, 56 + 38 * s],
				],
				C.pink
			);
			f.disc(50 - 6 * s, 44, 4, C.white);
		},
	},
	{
		id: 'loadingdots',
		title: 'Loading dots',
		words: ['loading', 'wait', 'waiting', 'dots', 'spinner', 'busy', 'patience'],
		width: 160,
		height: 60,
		frames: 12,
		delayMs: 90,
		draw: (f, t) => {
			for (let dot = 0; dot < 3; dot++) {
				const lift = Math.max(0, Math.sin((t - dot / 6) * TAU)) * 12;
				f.disc(56 + dot * 24, 34 - lift, 8, dot === Math.floor(t * 3) ? C.blue : C.grey);
			}
		},
	},
	{
		id: 'rainbowstripes',
		title: 'Rainbow stripes',
		words: ['rainbow', 'colors', 'colours', 'stripes', 'party', 'pride', 'bright'],
		width: 160,
		height: 120,
		frames: 14,
		delayMs: 60,
		draw: (f, t) => {
			const colours = [C.red, C.orange, C.yellow, C.green, C.blue, C.purple, C.pink];
			for (let x = 0; x < 160; x++) {
				for (let y = 0; y < 120; y += 4) {
					const band = Math.floor((x + y + t * 7 * 20) / 20) % colours.length;
					f.rect(x, y, 1, 4, colours[band] ?? C.red);
				}
			}
		},
	},
	{
		id: 'fallingsnow',
		title: 'Falling snow',
		words: ['snow', 'winter', 'cold', 'flakes', 'christmas', 'holiday', 'night'],
		width: 160,
		height: 120,
		frames: 16,
		delayMs: 80,
		draw: (f, t) => {
			f.rect(0, 0, 160, 120, C.navy);
			f.rect(0, 108, 160, 12, C.white);
			for (const flake of flakes) {
				f.disc(
					(flake.x + Math.sin(t * TAU + flake.y) * 3) % 160,
					(flake.y + t * 120) % 120,
					flake.r,
					C.white
				);
			}
		},
	},
	{
		id: 'sunrise',
		title: 'Sunrise over hills',
		words: ['sun', 'sunrise', 'morning', 'dawn', 'day', 'hello', 'good'],
		width: 160,
		height: 100,
		frames: 16,
		delayMs: 90,
		draw: (f, t) => {
			f.rect(0, 0, 160, 100, t < 0.5 ? C.purple : C.sky);
			f.disc(80, 80 - t * 50, 16, t < 0.5 ? C.orange : C.yellow);
			f.ellipse(40, 100, 70, 28, C.green);
			f.ellipse(130, 104, 60, 24, C.teal);
		},
	},
	{
		id: 'trafficlight',
		title: 'Traffic light',
		words: ['traffic', 'light', 'stop', 'go', 'wait', 'red', 'green', 'street'],
		width: 80,
		height: 140,
		frames: 6,
		delayMs: 400,
		draw: (f, t) => {
			f.rect(24, 10, 32, 96, C.ink);
			f.rect(36, 106, 8, 34, C.grey);
			const lit = Math.floor(t * 3);
			[C.red, C.yellow, C.green].forEach((colour, lamp) => {
				f.disc(40, 26 + lamp * 32, 11, lamp === lit ? colour : C.grey);
			});
		},
	},
	{
		id: 'pendulum',
		title: 'Swinging pendulum',
		words: ['pendulum', 'swing', 'clock', 'time', 'tick', 'hypnotic'],
		width: 120,
		height: 120,
		frames: 20,
		delayMs: 50,
		draw: (f, t) => {
			const angle = Math.sin(t * TAU) * 0.6;
			const bx = 60 + Math.sin(angle) * 76;
			const by = 8 + Math.cos(angle) * 76;
			for (let step = 0; step <= 40; step++) {
				f.rect(60 + ((bx - 60) * step) / 40, 8 + ((by - 8) * step) / 40, 2, 2, C.ink);
			}
			f.disc(60, 8, 4, C.grey);
			f.disc(bx, by, 12, C.orange);
		},
	},
	{
		id: 'fireworks',
		title: 'Fireworks',
		words: ['fireworks', 'celebrate', 'celebration', 'party', 'congratulations', 'new', 'year', 'night'],
		width: 160,
		height: 120,
		frames: 18,
		delayMs: 70,
		draw: (f, t) => {
			f.rect(0, 0, 160, 120, C.ink);
			for (const star of stars) {
				f.set(star.x, star.y, C.lightGrey);
			}
			const bursts = [
				{ x: 50, y: 45, colour: C.pink, start: 0 },
				{ x: 112, y: 38, colour: C.yellow, start: 0.35 },
				{ x: 82, y: 70, colour: C.teal, start: 0.65 },
			];
			for (const burst of bursts) {
				const age = (t - burst.start + 1) % 1;
				if (age > 0.6) {
					continue;
				}
				const radius = age * 60;
				for (let ray = 0; ray < 12; ray++) {
					const angle = (ray / 12) * TAU;
					f.disc(
						burst.x + Math.cos(angle) * radius,
						burst.y + Math.sin(angle) * radius,
						2,
						burst.colour
					);
				}
			}
		},
	},
	{
		id: 'growingbars',
		title: 'Growing bar chart',
		words: ['chart', 'graph', 'bars', 'growth', 'success', 'business', 'data', 'stonks'],
		width: 160,
		height: 120,
		frames: 16,
		delayMs: 80,
		draw: (f, t) => {
			f.rect(16, 108, 132, 2, C.ink);
			const heights = [30, 48, 40, 70, 88];
			heights.forEach((height, bar) => {
				const grown = Math.min(1, Math.max(0, t * 1.6 - bar * 0.12)) * height;
				f.rect(24 + bar * 25, 108 - grown, 18, grown, bar === heights.length - 1 ? C.green : C.blue);
			});
		},
	},
	{
		id: 'blinkingeyes',
		title: 'Blinking eyes',
		words: ['eyes', 'blink', 'wink', 'look', 'watching', 'face', 'funny'],
		width: 140,
		height: 80,
		frames: 10,
		delayMs: 120,
		draw: (f, t) => {
			f.rect(0, 0, 140, 80, C.yellow);
			const open = t < 0.8 ? 1 : 0.12;
			const look = Math.sin(t * TAU) * 6;
			for (const cx of [44, 96]) {
				f.ellipse(cx, 40, 20, 22 * open, C.white);
				if (open > 0.5) {
					f.disc(cx + look, 42, 8, C.ink);
				}
			}
		},
	},
];

export function gifScene(id: string): GifScene | undefined {
	return GIF_SCENES.find((scene) => scene.id === id);
}
