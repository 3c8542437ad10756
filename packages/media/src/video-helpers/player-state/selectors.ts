import type { PlayerSource, MediaSourceState, PlayerState } from './types';

/** The source of `id`, if a player reported it. */
export function getSource(state: MediaSourceState, id: string): PlayerSource | undefined {
	return state.sources[id];
}

/** The source other blocks follow when they name none. */
export function getDefaultSource(state: MediaSourceState): PlayerSource | undefined {
	return state.defaultSourceId === undefined ? undefined : state.sources[state.defaultSourceId];
}

/** What the source of `id` (or the default one) is doing, if known. */
export function getSourceState(state: MediaSourceState, id?: string): PlayerState | undefined {
	return (id === undefined ? getDefaultSource(state) : state.sources[id])?.state;
}
