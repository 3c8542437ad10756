import { hostedVideopress, isApiError } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { DetailsPanel, type VideoDetails as Details } from '../../../../video-helpers/details/details-panel';
import type { VideoAttributes } from '../../types';
import type { VideoMeta } from '../use-video-meta';
import {
	chaptersFileOf,
	chaptersLanguageOf,
	hasChaptersTrack,
	uploadChaptersTrack,
	withChaptersTrack,
} from './chapters-upload';
import { useVideoCalls } from '../video-calls';

/** How long after the last key the title and description go to the service (a blur sends them at once). */
export const DETAILS_SAVE_DELAY_MS = 1500;

export interface VideoDetailsProps {
	/** The video's media id. */
	readonly id: number;
	/** The video's details on the service; none while its media item loads. */
	readonly meta: VideoMeta | undefined;
	/** The block's title, description and tracks. */
	readonly attributes: Pick<VideoAttributes, 'title' | 'description' | 'videoPressTracks'>;
	readonly setAttributes: (change: Partial<VideoAttributes>) => void;
}

const errorText = (error: unknown): string =>
	isApiError(error) ? error.serverMessage : __('The video service did not answer.', 'blockyard');

/**
 * The Details panel wired to the service: the fields show the media item's title and
 * description once it has loaded (the block's own until then, disabled: mount it again, with a
 * new `key`, when `meta` arrives); each change is the
 * block's at once, and goes to the service (`videopress/meta`) when the author leaves the
 * field or stops typing. A description listing chapters also becomes the video's chapters
 * track (in the site's language), in place of the one it had.
 */
export function VideoDetails({ id, meta, attributes, setAttributes }: VideoDetailsProps) {
	const { api, notify, site } = useHost();
	const calls = useVideoCalls();
	// The parent mounts the panel again once the media item has loaded: the service's details
	// then replace the block's.
	const [values, setValues] = useState<Details>(() => ({
		title: meta?.title ?? attributes.title,
		description: meta?.description ?? attributes.description,
	}));
	const pending = useRef<Partial<Details>>({});
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	// The chapters file the service has, so that an unchanged one is not sent again.
	const sentChapters = useRef<string | undefined>(
		meta === undefined ? undefined : chaptersFileOf(meta.description)
	);
	const tracks = useRef(attributes.videoPressTracks);
	tracks.current = attributes.videoPressTracks;
	const loaded = meta !== undefined;

	const guid = meta?.guid;
	const save = useCallback(() => {
		clearTimeout(timer.current);
		timer.current = undefined;
		const changes = pending.current;
		pending.current = {};
		if (Object.keys(changes).length === 0) {
			return;
		}
		hostedVideopress.updateMeta(api, { id, ...changes }).catch((error: unknown) =>
			notify({
				status: 'error',
				message: sprintf(
					/* translators: %s: the service's own message. */
					__('The video’s title and description were not saved: %s', 'blockyard'),
					errorText(error)
				),
			})
		);
		const file = changes.description === undefined ? undefined : chaptersFileOf(changes.description);
		if (guid && file !== undefined && file !== sentChapters.current) {
			sentChapters.current = file;
			const srclang = chaptersLanguageOf(site.locale);
			uploadChaptersTrack(
				calls,
				guid,
				{ file, srclang, label: __('Chapters', 'blockyard') },
				hasChaptersTrack(tracks.current, srclang)
			).then(
				(track) => setAttributes({ videoPressTracks: withChaptersTrack(tracks.current, track) }),
				(error: unknown) => {
					sentChapters.current = undefined;
					notify({
						status: 'error',
						message: sprintf(
							/* translators: %s: the service's own message. */
							__('The chapters were not saved: %s', 'blockyard'),
							errorText(error)
						),
					});
				}
			);
		}
	}, [api, calls, id, guid, notify, setAttributes, site.locale]);

	// What is still waiting goes when the panel closes (the block deselected, say).
	const latestSave = useRef(save);
	latestSave.current = save;
	useEffect(() => () => latestSave.current(), []);

	const onChange = (change: Partial<Details>) => {
		setValues((current) => ({ ...current, ...change }));
		setAttributes(change);
		pending.current = { ...pending.current, ...change };
		clearTimeout(timer.current);
		timer.current = setTimeout(() => latestSave.current(), DETAILS_SAVE_DELAY_MS);
	};

	return (
		<div className="wp-block-blockyard-video__details" onBlur={() => save()}>
			<DetailsPanel values={values} isLoading={!loaded} onChange={onChange} />
		</div>
	);
}
