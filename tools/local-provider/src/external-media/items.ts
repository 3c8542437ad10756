import { resizedImageUrl, type ExternalMediaItem, type ExternalMediaService } from '@blockyard/api-client';

import { GOOGLE_PHOTOS_ALBUMS, type ExternalPhoto } from './catalog';

/** Where the services' full-size pictures are served: `/external-media-files/<service>/<id>.jpg`. */
export const EXTERNAL_MEDIA_FILES_PATH = '/external-media-files';

/** A photo's full-size picture, below the origin. */
export const photoPath = (photo: Pick<ExternalPhoto, 'service' | 'id'>): string =>
	`${EXTERNAL_MEDIA_FILES_PATH}/${photo.service}/${photo.id}.jpg`;

/** The photo a `guid` (its full-size URL, from any origin) names, as `{ service, id }`; else undefined. */
export function photoOfGuid(guid: string): { service: string; id: string } | undefined {
	let path: string;
	try {
		path = new URL(guid, 'http://guid.invalid').pathname;
	} catch {
		return undefined;
	}
	const match = /^\/external-media-files\/([a-z_]+)\/([a-z_]+-\d{2})\.jpg$/.exec(path);
	return match?.[1] !== undefined && match[2] !== undefined
		? { service: match[1], id: match[2] }
		: undefined;
}

/** The width of `photo` fitted inside `width` × `height`, never enlarged. */
const fittedWidth = (photo: Pick<ExternalPhoto, 'width' | 'height'>, width: number, height: number): number =>
	Math.round(photo.width * Math.min(1, width / photo.width, height / photo.height));

/**
 * The smaller pictures of a full-size one at `url`, by the client's image-resizing rule: on the
 * provider's local origin, its own address with the resize query, which the picture's route
 * answers resized.
 */
function thumbnails(url: string, photo: ExternalPhoto): NonNullable<ExternalMediaItem['thumbnails']> {
	return {
		thumbnail: resizedImageUrl(url, { width: 200, height: 200 }),
		medium: resizedImageUrl(url, { width: fittedWidth(photo, 600, 600) }),
		fmt_hd: resizedImageUrl(url, { width: fittedWidth(photo, 1920, 1080) }),
		large: resizedImageUrl(url, { width: fittedWidth(photo, 1024, photo.height) }),
	};
}

/** A photo as the list answers it. */
export function photoItem(origin: string, photo: ExternalPhoto): ExternalMediaItem {
	const url = `${origin}${photoPath(photo)}`;
	return {
		ID: photo.id,
		guid: url,
		type: photo.mediaType,
		URL: url,
		name: `${photo.id}.jpg`,
		title: photo.title,
		caption: photo.caption,
		thumbnails: thumbnails(url, photo),
		width: photo.width,
		height: photo.height,
		date: photo.date,
	};
}

/** Google Photos' albums as folders: the cover is their first photo; `ID` is the path that lists them. */
export function albumItems(origin: string, photos: readonly ExternalPhoto[]): ExternalMediaItem[] {
	return GOOGLE_PHOTOS_ALBUMS.flatMap((album) => {
		const inside = photos.filter((photo) => photo.index % 4 === album.remainder);
		const cover = inside[0];
		if (!cover) {
			return [];
		}
		return [
			{
				ID: album.id,
				guid: album.id,
				type: 'folder',
				URL: `${origin}${photoPath(cover)}`,
				name: album.title,
				title: album.title,
				caption: '',
				thumbnails: thumbnails(`${origin}${photoPath(cover)}`, cover),
				children: inside.length,
			},
		];
	});
}

/** The photos of the album with this id, or undefined when there is none. */
export function albumPhotos(albumId: string, photos: readonly ExternalPhoto[]): ExternalPhoto[] | undefined {
	const album = GOOGLE_PHOTOS_ALBUMS.find((entry) => entry.id === albumId);
	return album ? photos.filter((photo) => photo.index % 4 === album.remainder) : undefined;
}

export const SERVICE_NAMES: Readonly<Record<ExternalMediaService, string>> = {
	google_photos: 'Google Photos',
	pexels: 'Pexels',
	openverse: 'Openverse',
};
