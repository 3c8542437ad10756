import type { PlayerSource, PlayerState } from './types';

/** Adds a source, or updates what is given of one (a player's report). */
export function updateSource(source: Pick<PlayerSource, 'id'> & Partial<PlayerSource>) {
	return { type: 'UPDATE_SOURCE' as const, source };
}

/** Forgets a source (its player left the page). */
export function removeSource(id: string) {
	return { type: 'REMOVE_SOURCE' as const, id };
}

/** Makes `id` the source other blocks follow when they name none. */
export function setDefaultSource(id: string) {
	return { type: 'SET_DEFAULT_SOURCE' as const, id };
}

/** Sets a source's state: playing, paused or failed. */
export function setSourceState(id: string, state: PlayerState) {
	return updateSource({ id, state });
}

/** Plays a paused or failed source, pauses a playing one. */
export function toggleSource(id: string) {
	return { type: 'TOGGLE_SOURCE' as const, id };
}

export type MediaSourceAction =
	| ReturnType<typeof updateSource>
	| ReturnType<typeof removeSource>
	| ReturnType<typeof setDefaultSource>
	| ReturnType<typeof toggleSource>;
