// The kinds of text track, in a module of their own: a block's save checks a track's kind
// without bringing the video service's schemas (videos.ts) with it.

/** The kinds of text track a hosted video takes. */
export const VIDEO_TRACK_KINDS = ['subtitles', 'captions', 'descriptions', 'chapters', 'metadata'] as const;
export type VideoTrackKind = (typeof VIDEO_TRACK_KINDS)[number];
