import type { VideoTracks } from '@blockyard/api-client';

import { isTrackKind } from '../../../../video-helpers/track-kind';
import type { VideoTrack } from '../../types';

/** The service's tracks (grouped by kind, then language) as a list of the block's tracks. */
export function tracksFromService(tracks: VideoTracks): VideoTrack[] {
	const list: VideoTrack[] = [];
	for (const [kind, languages] of Object.entries(tracks)) {
		if (!isTrackKind(kind)) {
			continue;
		}
		for (const [srcLang, track] of Object.entries(languages)) {
			list.push({ src: track.src, kind, srcLang, label: track.label });
		}
	}
	return list;
}

/** True when both are the track of one kind in one language (languages compare without case). */
export const sameTrack = (a: Pick<VideoTrack, 'kind' | 'srcLang'>, b: Pick<VideoTrack, 'kind' | 'srcLang'>) =>
	a.kind === b.kind && a.srcLang.trim().toLowerCase() === b.srcLang.trim().toLowerCase();

/** The block's tracks, then those of the service the block does not have. */
export function mergeTracks(block: readonly VideoTrack[], service: readonly VideoTrack[]): VideoTrack[] {
	return [...block, ...service.filter((track) => !block.some((own) => sameTrack(own, track)))];
}
