import { media } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';

import { CORE_VIDEO_BLOCK_NAME } from './video-attributes';

/** A core video block of the post whose file the hosted-video service has. */
export interface HostedCoreVideo {
	readonly clientId: string;
	readonly guid: string;
}

interface BlockEditorReads {
	getClientIdsWithDescendants(): readonly string[];
	getBlockName(clientId: string): string | null;
	getBlockAttributes(clientId: string): Record<string, unknown> | null;
}

/**
 * The post's core video blocks, as `clientId:mediaId` pairs in one string: a value that stays
 * the same while they do, so the editor's other changes do not re-render the notice.
 */
function useCoreVideoKey(): string {
	return useSelect((select) => {
		const editor = select(blockEditorStore) as unknown as BlockEditorReads;
		return editor
			.getClientIdsWithDescendants()
			.filter((clientId) => editor.getBlockName(clientId) === CORE_VIDEO_BLOCK_NAME)
			.map((clientId) => {
				const id = editor.getBlockAttributes(clientId)?.id;
				return `${clientId}:${typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : ''}`;
			})
			.join(' ');
	}, []);
}

/**
 * The post's core video blocks whose file is a hosted video: the media item of the block's `id`
 * carries the service's guid. Each media item is read once, through the site's `wp/v2/media`; one
 * that cannot be read counts as not hosted.
 */
export function useHostedCoreVideos(): readonly HostedCoreVideo[] {
	const { api } = useHost();
	const key = useCoreVideoKey();
	const videos = useMemo(
		() =>
			key
				.split(' ')
				.filter(Boolean)
				.map((pair) => {
					const [clientId = '', id = ''] = pair.split(':');
					return { clientId, mediaId: id === '' ? undefined : Number(id) };
				}),
		[key]
	);
	const [guids, setGuids] = useState<ReadonlyMap<number, string | null>>(() => new Map());

	const unread = useMemo(
		() => [
			...new Set(
				videos
					.map((video) => video.mediaId)
					.filter((id): id is number => id !== undefined && !guids.has(id))
			),
		],
		[videos, guids]
	);

	useEffect(() => {
		if (unread.length === 0) {
			return undefined;
		}
		const controller = new AbortController();
		void Promise.all(
			unread.map((id) =>
				media.get(api, id, controller.signal).then(
					(item) => [id, item.jetpack_videopress?.guid || null] as const,
					() => [id, null] as const
				)
			)
		).then((found) => {
			if (!controller.signal.aborted) {
				setGuids((known) => new Map([...known, ...found]));
			}
		});
		return () => controller.abort();
	}, [api, unread]);

	return useMemo(
		() =>
			videos.flatMap(({ clientId, mediaId }) => {
				const guid = mediaId === undefined ? undefined : guids.get(mediaId);
				return guid ? [{ clientId, guid }] : [];
			}),
		[videos, guids]
	);
}
