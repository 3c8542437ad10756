import {
	GOOGLE_PHOTOS_CATEGORIES,
	type ExternalMediaService,
	type GooglePhotosCategory,
} from '@blockyard/api-client';

import { matches } from '../data/word-match';

/** The services the provider stands in for, in the picker's order. */
export const EXTERNAL_SERVICES: readonly ExternalMediaService[] = ['google_photos', 'pexels', 'openverse'];

/** How many photos each service has: a little over two pages of 20. */
export const PHOTOS_PER_SERVICE = 45;

/** What a photo's picture shows; `draw.ts` paints each kind. */
export type SceneKind =
	| 'mountains'
	| 'sea'
	| 'river'
	| 'clouds'
	| 'pattern'
	| 'abstract'
	| 'sky'
	| 'forest'
	| 'dunes'
	| 'city'
	| 'flowers';

/** The subjects, each with the words its titles use: every term the picker may search first finds some. */
const SUBJECTS: readonly { readonly words: string; readonly scene: SceneKind }[] = [
	{ words: 'mountain ridge', scene: 'mountains' },
	{ words: 'ocean waves', scene: 'sea' },
	{ words: 'river bend', scene: 'river' },
	{ words: 'clouds over hills', scene: 'clouds' },
	{ words: 'tile pattern', scene: 'pattern' },
	{ words: 'abstract shapes', scene: 'abstract' },
	{ words: 'evening sky', scene: 'sky' },
	{ words: 'pine forest', scene: 'forest' },
	{ words: 'desert dunes', scene: 'dunes' },
	{ words: 'lake at dawn', scene: 'sea' },
	{ words: 'city skyline', scene: 'city' },
	{ words: 'flower garden', scene: 'flowers' },
	{ words: 'harbour lights', scene: 'city' },
	{ words: 'snowy peaks', scene: 'mountains' },
	{ words: 'meadow path', scene: 'flowers' },
];

/** Three words per service, so its 45 titles differ from each other and from the other services'. */
const ADJECTIVES: Readonly<Record<ExternalMediaService, readonly string[]>> = {
	google_photos: ['Our', 'Summer', 'Weekend'],
	pexels: ['Quiet', 'Bright', 'Golden'],
	openverse: ['Misty', 'Open', 'Wide'],
};

/**
 * Nine shapes in turn, each five times per service: landscapes, portraits, a
 * square and panoramas (ratio 2 and more), so every row layout of a tiled
 * gallery shows. Big enough to be resized down to 2000 px wide.
 */
const SHAPES: readonly { readonly width: number; readonly height: number }[] = [
	{ width: 2400, height: 1600 },
	{ width: 1200, height: 1800 },
	{ width: 2000, height: 1500 },
	{ width: 1600, height: 1600 },
	{ width: 3000, height: 1000 },
	{ width: 1500, height: 2000 },
	{ width: 2400, height: 1350 },
	{ width: 1080, height: 1920 },
	{ width: 2400, height: 1000 },
];

/** Google Photos' albums: each holds the photos whose number (from 0) leaves `remainder` divided by 4. */
export const GOOGLE_PHOTOS_ALBUMS: readonly {
	readonly id: string;
	readonly title: string;
	readonly remainder: number;
}[] = [
	{ id: 'album-travel', title: 'Travel', remainder: 0 },
	{ id: 'album-family', title: 'Family', remainder: 1 },
	{ id: 'album-nature', title: 'Nature walks', remainder: 2 },
	{ id: 'album-home', title: 'Home', remainder: 3 },
];

export interface ExternalPhoto {
	readonly service: ExternalMediaService;
	/** The service's id for it, e.g. `pexels-07`; also its file's name (`pexels-07.jpg`). */
	readonly id: string;
	/** Its place in the service's list, from 0 (newest first). */
	readonly index: number;
	readonly title: string;
	readonly caption: string;
	/** The picture's real size in pixels. */
	readonly width: number;
	readonly height: number;
	/** Google Photos' items can be videos; a video here is a still picture of one. */
	readonly mediaType: 'image' | 'video';
	readonly category: GooglePhotosCategory;
	readonly favorite: boolean;
	/** When it was taken, `YYYY-MM-DD`: photo `n` is `n × 41` days before `today`. */
	readonly date: string;
	readonly scene: SceneKind;
}

const DAY_MS = 86_400_000;

function photoAt(service: ExternalMediaService, index: number, today: Date): ExternalPhoto {
	const subject = SUBJECTS[index % SUBJECTS.length] ?? SUBJECTS[0];
	const adjective = ADJECTIVES[service][Math.floor(index / SUBJECTS.length) % 3] ?? '';
	const shape = SHAPES[index % SHAPES.length] ?? { width: 1600, height: 1600 };
	const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
	const video = service === 'google_photos' && index % 7 === 3;
	return {
		service,
		id: `${service}-${String(index + 1).padStart(2, '0')}`,
		index,
		title: `${adjective} ${subject?.words ?? ''}`,
		caption: `${video ? 'A video' : 'A photo'} of ${subject?.words ?? ''}, number ${index + 1}`,
		width: shape.width,
		height: shape.height,
		mediaType: video ? 'video' : 'image',
		category: GOOGLE_PHOTOS_CATEGORIES[index % GOOGLE_PHOTOS_CATEGORIES.length] ?? 'landscapes',
		favorite: index % 5 === 0,
		date: new Date(midnight - index * 41 * DAY_MS).toISOString().slice(0, 10),
		scene: subject?.scene ?? 'sky',
	};
}

/** The service's photos, newest first (the same every time for the same day). */
export function servicePhotos(service: ExternalMediaService, today: Date = new Date()): ExternalPhoto[] {
	return Array.from({ length: PHOTOS_PER_SERVICE }, (_, index) => photoAt(service, index, today));
}

/** The photo with this id (`<service>-<nn>`), if any. */
export function servicePhoto(
	service: ExternalMediaService,
	id: string,
	today: Date = new Date()
): ExternalPhoto | undefined {
	const match = /^(.+)-(\d{2})$/.exec(id);
	const index = Number(match?.[2]) - 1;
	return match?.[1] === service && index >= 0 && index < PHOTOS_PER_SERVICE
		? photoAt(service, index, today)
		: undefined;
}

/** Photos whose title or caption holds every word of `search` (each the start of a word); all for none. */
export function searchPhotos(photos: readonly ExternalPhoto[], search: string | undefined): ExternalPhoto[] {
	return photos.filter((photo) => matches(`${photo.title} ${photo.caption}`, search ?? ''));
}
