/** What a player is doing, as the service's player reports it. */
export type PlayerState = 'is-playing' | 'is-paused' | 'is-error';

/** One media source on the page (a video's player), as the player reports it. */
export interface PlayerSource {
	/** The source's id: the video's guid. */
	readonly id: string;
	readonly state: PlayerState;
	/** Where the player is, in seconds. */
	readonly currentTime: number;
	/** The media's length in seconds, once the player knows it (0 before). */
	readonly duration: number;
	/** The id of the element (the player's frame) that shows it, when it has one. */
	readonly domId?: string;
}

/** The `blockyard/media-source` store's state. */
export interface MediaSourceState {
	readonly sources: Readonly<Record<string, PlayerSource>>;
	/** The source other blocks follow when they name none: the first registered, or the one set. */
	readonly defaultSourceId?: string;
}
