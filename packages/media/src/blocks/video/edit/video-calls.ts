// The hosted video's writes (poster, text tracks): the host's own functions where it gives
// them (`BlockyardHost.video`), the service's public API through @blockyard/api-client otherwise.
import {
	publicVideos,
	uploadedVideoTrackSchema,
	videoPosterSchema,
	type Api,
	type NewVideoTrack,
	type UploadedVideoTrack,
	type VideoPoster,
	type VideoPosterChange,
	type VideoTrackKey,
} from '@blockyard/api-client';
import { useHost, type HostVideoCalls } from '@blockyard/ui';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** What the block does to a hosted video on the service. */
export interface VideoCalls {
	readonly setPoster: (
		guid: string,
		change: VideoPosterChange,
		signal?: AbortSignal
	) => Promise<VideoPoster>;
	readonly uploadTrack: (
		guid: string,
		track: NewVideoTrack,
		signal?: AbortSignal
	) => Promise<UploadedVideoTrack>;
	readonly deleteTrack: (guid: string, track: VideoTrackKey, signal?: AbortSignal) => Promise<void>;
}

/** The host's answer, once checked as the client checks the service's. */
function checked<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }) {
	return (answer: unknown): T => {
		const result = schema.safeParse(answer);
		if (!result.success) {
			throw new Error(
				__('The site answered the video service’s call with something unexpected.', 'blockyard')
			);
		}
		return result.data;
	};
}

/** The calls for this site: each of the host's where it has one, the client's otherwise. */
export function videoCalls(api: Api, host: HostVideoCalls | undefined): VideoCalls {
	const { updatePoster, uploadTrack, deleteTrack } = host ?? {};
	return {
		setPoster: updatePoster
			? (guid, change, signal) =>
					updatePoster.call(host, guid, change, signal).then(checked(videoPosterSchema))
			: (guid, change, signal) => publicVideos.setPoster(api, guid, change, signal),
		uploadTrack: uploadTrack
			? (guid, track, signal) =>
					uploadTrack.call(host, guid, track, signal).then(checked(uploadedVideoTrackSchema))
			: (guid, track, signal) => publicVideos.uploadTrack(api, guid, track, signal),
		deleteTrack: deleteTrack
			? (guid, track, signal) => deleteTrack.call(host, guid, track, signal)
			: (guid, track, signal) => publicVideos.deleteTrack(api, guid, track, signal),
	};
}

/** {@link videoCalls} for the editor's host. */
export function useVideoCalls(): VideoCalls {
	const { api, video } = useHost();
	return useMemo(() => videoCalls(api, video), [api, video]);
}
