import { fileURLToPath } from 'node:url';

/** Where the sample images live in the repo; served at {@link SAMPLE_MEDIA_PATH}. */
export const SAMPLE_MEDIA_DIR = fileURLToPath(new URL('../../fixtures/sample-media/', import.meta.url));

/** The URL path the sample images are served under. */
export const SAMPLE_MEDIA_PATH = '/sample-media';

/** The small images that stand in for every external source (stock photos, Instagram, GIFs, posters). */
export interface SampleImage {
	readonly id: string;
	readonly file: string;
	readonly title: string;
	readonly caption: string;
	readonly width: number;
	readonly height: number;
	/** The "taken" date, for Google Photos' date filter. */
	readonly date: string;
}

export const SAMPLE_IMAGES: readonly SampleImage[] = [
	{
		id: 'meadow',
		file: 'meadow.png',
		title: 'Green meadow',
		caption: 'A meadow at noon',
		width: 96,
		height: 64,
		date: '2024-05-12',
	},
	{
		id: 'harbour',
		file: 'harbour.png',
		title: 'Blue harbour',
		caption: 'Boats in a harbour',
		width: 64,
		height: 96,
		date: '2024-08-03',
	},
	{
		id: 'sunset',
		file: 'sunset.png',
		title: 'Orange sunset',
		caption: 'A panoramic sunset',
		width: 128,
		height: 48,
		date: '2025-01-20',
	},
	{
		id: 'checker',
		file: 'checker.png',
		title: 'Checkerboard',
		caption: 'A black and white pattern',
		width: 64,
		height: 64,
		date: '2025-06-30',
	},
];

export function sampleImage(id: string): SampleImage | undefined {
	return SAMPLE_IMAGES.find((image) => image.id === id);
}

/** The image's absolute URL from the client's side. */
export function sampleImageUrl(origin: string, image: SampleImage): string {
	return `${origin}${SAMPLE_MEDIA_PATH}/${image.file}`;
}

/** Images whose title or caption holds every word of `search` (all of them for an empty search). */
export function searchSampleImages(search: string | undefined): SampleImage[] {
	const words = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
	return SAMPLE_IMAGES.filter((image) =>
		words.every((word) => `${image.title} ${image.caption}`.toLowerCase().includes(word))
	);
}
