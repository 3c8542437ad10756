import type {
	NewVideoTrack,
	UploadedVideoTrack,
	VideoPoster,
	VideoPosterChange,
	VideoTrackKey,
} from '@blockyard/api-client';

/**
 * A host's own way to change a hosted video's poster and text tracks (see
 * {@link BlockyardHost.video}). Each one is optional: the video block uses the host's function
 * when there is one and `@blockyard/api-client`'s call otherwise (`publicVideos.setPoster`,
 * `uploadTrack`, `deleteTrack`). Each takes and answers what that call does, and rejects as it
 * would (an `ApiError` carries the service's message to the author); the block checks each
 * answer before using it.
 */
export interface HostVideoCalls {
	/**
	 * Sets the poster of video `guid` to a frame (`{ atTime }`, in milliseconds) or an image of
	 * the media library (`{ posterAttachmentId }`). Answers `{ generating: true }` while a frame
	 * is being made (the block then polls the poster), or the new `poster`.
	 */
	updatePoster?(guid: string, change: VideoPosterChange, signal?: AbortSignal): Promise<VideoPoster>;
	/** Adds a text track to video `guid` and answers it as stored, with the `src` its file is served at. */
	uploadTrack?(guid: string, track: NewVideoTrack, signal?: AbortSignal): Promise<UploadedVideoTrack>;
	/** Removes the track of that kind and language from video `guid`. */
	deleteTrack?(guid: string, track: VideoTrackKey, signal?: AbortSignal): Promise<void>;
}
