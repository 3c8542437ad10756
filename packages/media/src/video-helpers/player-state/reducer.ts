import type { MediaSourceAction } from './actions';
import type { PlayerSource, MediaSourceState, PlayerState } from './types';

const INITIAL: MediaSourceState = { sources: {} };

/** What a source becomes when toggled: a playing one pauses, any other plays. */
export function toggledState(state: PlayerState): PlayerState {
	return state === 'is-playing' ? 'is-paused' : 'is-playing';
}

function withSource(state: MediaSourceState, source: PlayerSource): MediaSourceState {
	return {
		sources: { ...state.sources, [source.id]: source },
		defaultSourceId: state.defaultSourceId ?? source.id,
	};
}

export function reducer(state: MediaSourceState = INITIAL, action: MediaSourceAction): MediaSourceState {
	switch (action.type) {
		case 'UPDATE_SOURCE': {
			const current = state.sources[action.source.id];
			return withSource(state, {
				state: 'is-paused',
				currentTime: 0,
				duration: 0,
				...current,
				...action.source,
			});
		}
		case 'REMOVE_SOURCE': {
			if (!(action.id in state.sources)) {
				return state;
			}
			const sources = Object.fromEntries(
				Object.entries(state.sources).filter(([id]) => id !== action.id)
			);
			const defaultSourceId =
				state.defaultSourceId === action.id ? Object.keys(sources)[0] : state.defaultSourceId;
			return { sources, defaultSourceId };
		}
		case 'SET_DEFAULT_SOURCE':
			return action.id in state.sources ? { ...state, defaultSourceId: action.id } : state;
		case 'TOGGLE_SOURCE': {
			const current = state.sources[action.id];
			return current ? withSource(state, { ...current, state: toggledState(current.state) }) : state;
		}
		default:
			return state;
	}
}
