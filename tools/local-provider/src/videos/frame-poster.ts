import { POSTER_HEIGHT, POSTER_WIDTH, posterCard } from '../resumable/stock-poster';

/*
 * A "frame" of a video, drawn: the provider has no video decoder (see
 * `docs/decisions/0041-resumable-video-upload.md`), so the poster asked for at a time
 * shows that time on the video's card instead of the picture. The digits are drawn as
 * seven-segment shapes, so nothing depends on the fonts of the machine.
 */

/** Which segments (a..g, clockwise from the top, g the middle) each digit lights. */
const SEGMENTS: Readonly<Record<string, string>> = {
	'0': 'abcdef',
	'1': 'bc',
	'2': 'abdeg',
	'3': 'abcdg',
	'4': 'bcfg',
	'5': 'acdfg',
	'6': 'acdefg',
	'7': 'abc',
	'8': 'abcdefg',
	'9': 'abcdfg',
};

const DIGIT_WIDTH = 60;
const DIGIT_HEIGHT = 110;
const STROKE = 12;
const GAP = 22;

/** The time as a player shows it: `M:SS.mmm`, or `H:MM:SS.mmm` from an hour on. */
export function frameTime(milliseconds: number): string {
	const total = Math.max(0, Math.floor(milliseconds));
	const ms = String(total % 1000).padStart(3, '0');
	const seconds = Math.floor(total / 1000);
	const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
	const pad = (value: number) => String(value).padStart(2, '0');
	return h > 0 ? `${h}:${pad(m)}:${pad(s)}.${ms}` : `${m}:${pad(s)}.${ms}`;
}

function digitShapes(digit: string, x: number, y: number): string {
	const w = DIGIT_WIDTH;
	const h = DIGIT_HEIGHT / 2;
	const t = STROKE;
	const bars: Record<string, [number, number, number, number]> = {
		a: [x, y, w, t],
		b: [x + w - t, y, t, h],
		c: [x + w - t, y + h, t, h],
		d: [x, y + 2 * h - t, w, t],
		e: [x, y + h, t, h],
		f: [x, y, t, h],
		g: [x, y + h - t / 2, w, t],
	};
	return [...(SEGMENTS[digit] ?? '')]
		.map((segment) => {
			const [bx, by, bw, bh] = bars[segment] ?? [0, 0, 0, 0];
			return `<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="3" fill="#fff"/>`;
		})
		.join('');
}

/** Shapes for `text` (digits, `:` and `.`), centred across the poster at `centreY`. */
function timeShapes(text: string, centreY: number): string {
	const widthOf = (character: string) => (/\d/.test(character) ? DIGIT_WIDTH : STROKE) + GAP;
	const width = [...text].reduce((sum, character) => sum + widthOf(character), -GAP);
	let x = (POSTER_WIDTH - width) / 2;
	const y = centreY - DIGIT_HEIGHT / 2;
	const shapes: string[] = [];
	for (const character of text) {
		if (/\d/.test(character)) {
			shapes.push(digitShapes(character, x, y));
		} else if (character === ':') {
			shapes.push(`<rect x="${x}" y="${y + 28}" width="${STROKE}" height="${STROKE}" fill="#fff"/>`);
			shapes.push(`<rect x="${x}" y="${y + 72}" width="${STROKE}" height="${STROKE}" fill="#fff"/>`);
		} else {
			shapes.push(
				`<rect x="${x}" y="${y + DIGIT_HEIGHT - STROKE}" width="${STROKE}" height="${STROKE}" fill="#fff"/>`
			);
		}
		x += widthOf(character);
	}
	return shapes.join('');
}

/**
 * The poster of `guid` at `milliseconds` into the video: the video's card (its colours from
 * the guid, as its stock poster) with the time drawn large.
 */
export function framePoster(guid: string, milliseconds: number): Promise<Buffer> {
	return posterCard(
		guid,
		`<rect x="80" y="140" width="${POSTER_WIDTH - 160}" height="${POSTER_HEIGHT - 280}" rx="24" fill="rgba(0,0,0,0.28)"/>
	${timeShapes(frameTime(milliseconds), POSTER_HEIGHT / 2)}`
	);
}
