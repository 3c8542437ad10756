// Version 1's attribute types, frozen with its save.

/** How much of the video the browser fetches before it plays. */
export type V1Preload = 'auto' | 'metadata' | 'none';

/** Version 1's attributes: no `maxWidth`, text tracks, seekbar colours or `playsinline`. */
export type V1Attributes = {
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
	muted: boolean;
	poster?: string;
	preload: V1Preload;
	src?: string;
	title: string;
	useAverageColor: boolean;
	videoPressClassNames: string;
};
