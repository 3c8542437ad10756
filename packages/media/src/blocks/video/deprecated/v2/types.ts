// Version 2's attribute types, frozen with its save.

/** How much of the video the browser fetches before it plays. */
export type V2Preload = 'auto' | 'metadata' | 'none';

/** The kinds of text track version 2 saved. */
export type V2TrackKind = 'subtitles' | 'captions' | 'descriptions' | 'chapters' | 'metadata';

/** One text track, as version 2 kept it. */
export type V2Track = {
	src: string;
	kind: V2TrackKind;
	srcLang: string;
	label: string;
};

/** Version 2's attributes (the same names as today's). */
export type V2Attributes = {
	autoplay: boolean;
	/** The caption, as HTML (the figcaption's content). */
	caption: string;
	controls: boolean;
	description: string;
	fileForImmediateUpload?: File;
	/** The hosted video's id. */
	guid?: string;
	id?: number;
	isVideoPressExample: boolean;
	loop: boolean;
	maxWidth: string;
	muted: boolean;
	playsinline: boolean;
	poster?: string;
	preload: V2Preload;
	seekbarColor: string;
	seekbarLoadingColor: string;
	seekbarPlayedColor: string;
	src?: string;
	title: string;
	useAverageColor: boolean;
	videoPressClassNames: string;
	videoPressTracks: V2Track[];
};
