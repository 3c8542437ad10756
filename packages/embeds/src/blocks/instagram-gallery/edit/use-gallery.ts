import { hostedInstagramGallery } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useEffect, useRef, useState } from '@wordpress/element';

import type { InstagramGalleryAttributes } from '../types';
import { readGalleryImages } from '../read-gallery';

export type GalleryStatus = 'loading' | 'loaded' | 'failed';

/**
 * Loads the account's latest `count` photos whenever the token or the count changes, and keeps
 * them (and the account's name) in the attributes, the same photos only once. A failure clears
 * the token and the account: the block asks to choose one again.
 */
export function useGallery(
	attributes: Pick<InstagramGalleryAttributes, 'accessToken' | 'count' | 'images' | 'instagramUser'>,
	setAttributes: (change: Partial<InstagramGalleryAttributes>) => void
): { status: GalleryStatus; found: number | undefined } {
	const { api } = useHost();
	const { accessToken, count } = attributes;
	const [status, setStatus] = useState<GalleryStatus>('loading');
	const [found, setFound] = useState<number | undefined>(undefined);
	const latest = useRef(attributes);
	latest.current = attributes;
	const set = useRef(setAttributes);
	set.current = setAttributes;

	useEffect(() => {
		if (accessToken === undefined || accessToken === '') {
			return undefined;
		}
		const controller = new AbortController();
		setStatus('loading');
		hostedInstagramGallery.gallery(api, accessToken, count, controller.signal).then(
			(gallery) => {
				if (controller.signal.aborted) {
					return;
				}
				const images = readGalleryImages(gallery);
				const change: Partial<InstagramGalleryAttributes> = {};
				if (JSON.stringify(images) !== JSON.stringify(latest.current.images)) {
					change.images = images;
				}
				if (gallery.external_name !== latest.current.instagramUser) {
					change.instagramUser = gallery.external_name;
				}
				if (Object.keys(change).length > 0) {
					set.current(change);
				}
				setFound(images.length);
				setStatus('loaded');
			},
			() => {
				if (controller.signal.aborted) {
					return;
				}
				setStatus('failed');
				set.current({ accessToken: undefined, instagramUser: undefined });
			}
		);
		return () => controller.abort();
	}, [api, accessToken, count]);

	return { status, found };
}
