import { isApiError, publicVideos } from '@blockyard/api-client';
import { useHost } from '@blockyard/ui';
import { useCallback, useEffect, useState } from '@wordpress/element';

import type { VideoTrack } from '../../types';
import { problemOf } from '../problem-of';
import { useVideoCalls } from '../video-calls';
import { mergeTracks, sameTrack, tracksFromService } from './service-tracks';

/** A track to add: its kind, language and label, and the WebVTT file. */
export type NewTrack = Omit<VideoTrack, 'src'> & { readonly file: File };

export interface VideoTracksState {
	/** The block's tracks, then those the service has and the block does not. */
	readonly tracks: readonly VideoTrack[];
	/** Sends the file to the service and adds the track to the block; rejects with the service's message. */
	readonly upload: (track: NewTrack) => Promise<void>;
	/** Deletes the track on the service and from the block; rejects with the service's message. */
	readonly remove: (track: VideoTrack) => Promise<void>;
}

/**
 * The text tracks of the hosted video `guid`: the block's (`blockTracks`) and the service's,
 * read once through the public API (no credentials). Uploads and deletions go to the
 * service first (through the host's own calls when it has them), and reach the block
 * (`onChange`) only when it took them.
 */
export function useVideoTracks(
	guid: string,
	blockTracks: readonly VideoTrack[],
	onChange: (tracks: VideoTrack[]) => void
): VideoTracksState {
	const { api } = useHost();
	const calls = useVideoCalls();
	const [serviceTracks, setServiceTracks] = useState<readonly VideoTrack[]>([]);

	useEffect(() => {
		const controller = new AbortController();
		setServiceTracks([]);
		publicVideos
			.get(api, guid, controller.signal)
			.then((video) => setServiceTracks(tracksFromService(video.tracks)))
			// The block's own tracks are listed still: the service's are a complement.
			.catch(() => undefined);
		return () => controller.abort();
	}, [api, guid]);

	const upload = useCallback(
		async (track: NewTrack) => {
			const stored = await calls
				.uploadTrack(guid, {
					kind: track.kind,
					srclang: track.srcLang,
					label: track.label,
					vtt: track.file,
				})
				.catch((error: unknown) => {
					throw new Error(problemOf(error));
				});
			const added: VideoTrack = {
				src: stored.src,
				kind: track.kind,
				srcLang: track.srcLang,
				label: track.label,
			};
			onChange([...blockTracks.filter((own) => !sameTrack(own, added)), added]);
		},
		[calls, guid, blockTracks, onChange]
	);

	const remove = useCallback(
		async (track: VideoTrack) => {
			await calls
				.deleteTrack(guid, { kind: track.kind, srclang: track.srcLang })
				.catch((error: unknown) => {
					// A track the service no longer has is gone already: the block forgets it too.
					if (!(isApiError(error) && error.status === 404)) {
						throw new Error(problemOf(error));
					}
				});
			setServiceTracks((current) => current.filter((other) => !sameTrack(other, track)));
			onChange(blockTracks.filter((own) => !sameTrack(own, track)));
		},
		[calls, guid, blockTracks, onChange]
	);

	return { tracks: mergeTracks(blockTracks, serviceTracks), upload, remove };
}
