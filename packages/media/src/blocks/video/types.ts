import type { VideoTrackKind } from '@blockyard/api-client';

/** The kinds of text track a video may carry: the api-client's `VIDEO_TRACK_KINDS`. */
export type { VideoTrackKind };

/** One text track of a video (a WebVTT file on the hosted video service). */
export type VideoTrack = {
	/** The `.vtt` file's address. */
	src: string;
	kind: VideoTrackKind;
	/** Its language, as a BCP 47 tag (`en`, `pt-BR`). */
	srcLang: string;
	/** What the player's track menu shows (`English`). */
	label: string;
};

/** How much of the video the browser fetches before it plays. */
export type VideoPreload = 'auto' | 'metadata' | 'none';

/** The attributes of `blockyard/video`. */
export type VideoAttributes = {
	autoplay: boolean;
	/** The caption, as HTML (the figcaption's content). */
	caption: string;
	/** Whether the player shows its controls (on by default). */
	controls: boolean;
	/** The video's description on the hosted service (not in the saved markup). */
	description: string;
	/** A file to upload as soon as the block shows (set by whoever inserts it; never saved). */
	fileForImmediateUpload?: File;
	/** The hosted video's id: eight letters and digits. */
	guid?: string;
	/** The media library's id of the video. */
	id?: number;
	/** Whether the block is the inserter's example (shows a stand-in, uploads nothing). */
	isVideoPressExample: boolean;
	loop: boolean;
	/** The player's largest width, as CSS (`100%`, `640px`). */
	maxWidth: string;
	muted: boolean;
	/** Whether phones play it in the page rather than full screen. */
	playsinline: boolean;
	/** The poster image's address. */
	poster?: string;
	preload: VideoPreload;
	/** Seekbar colours of the hosted player (empty: the player's own). */
	seekbarColor: string;
	seekbarLoadingColor: string;
	seekbarPlayedColor: string;
	/** The video file's address. */
	src?: string;
	/** The video's title on the hosted service (not in the saved markup). */
	title: string;
	/** Whether the hosted player takes its colours from the video's average colour. */
	useAverageColor: boolean;
	/** Classes the saved figure carries, e.g. its aspect ratio (`wp-embed-aspect-16-9 wp-has-aspect-ratio`). */
	videoPressClassNames: string;
	videoPressTracks: VideoTrack[];
};
