import type { AssistantError } from '../types';

/** A request's states: init → requesting → suggesting (chunks arrive) → done, or error; Stop moves it to done. */
export type RequestStatus = 'init' | 'requesting' | 'suggesting' | 'done' | 'error';

export interface RequestState {
	readonly status: RequestStatus;
	/** The text received so far (all of it once done). */
	readonly suggestion: string;
	readonly error?: AssistantError;
	/** The id of the current request: events of any other request are stale. */
	readonly requestId: number;
}

export type RequestEvent =
	/** A new request starts (from any state), replacing the current one. */
	| { readonly type: 'request' }
	/** The text received so far. */
	| { readonly type: 'suggestion'; readonly text: string; readonly requestId: number }
	/** The stream ended with its full text. */
	| { readonly type: 'done'; readonly text: string; readonly requestId: number }
	/** The user stopped the request: it is done with the text so far. */
	| { readonly type: 'stop' }
	| { readonly type: 'fail'; readonly error: AssistantError; readonly requestId: number }
	/** Back to init; the request id is kept so it is never reused. */
	| { readonly type: 'reset' };

export const INITIAL_REQUEST_STATE: RequestState = { status: 'init', suggestion: '', requestId: 0 };

/** True while a request runs (requesting or suggesting). */
export function isRequestActive(state: RequestState): boolean {
	return state.status === 'requesting' || state.status === 'suggesting';
}

/**
 * The suggestion request as a pure reducer (for `useReducer`). An event that
 * does not apply (a stale `requestId`, `done` in `init`, `stop` when nothing
 * runs, …) returns the same state object, so a late chunk of a stopped or
 * replaced request never changes anything.
 *
 * @example
 * let state = requestReducer(INITIAL_REQUEST_STATE, { type: 'request' });
 * state = requestReducer(state, { type: 'suggestion', text: 'Hel', requestId: state.requestId });
 */
export function requestReducer(state: RequestState, event: RequestEvent): RequestState {
	switch (event.type) {
		case 'request':
			return { status: 'requesting', suggestion: '', requestId: state.requestId + 1 };
		case 'reset':
			return state.status === 'init' && state.suggestion === '' && state.error === undefined
				? state
				: { ...INITIAL_REQUEST_STATE, requestId: state.requestId };
		case 'stop':
			return isRequestActive(state)
				? { status: 'done', suggestion: state.suggestion, requestId: state.requestId }
				: state;
	}
	if (event.requestId !== state.requestId || !isRequestActive(state)) {
		return state;
	}
	switch (event.type) {
		case 'suggestion':
			return { status: 'suggesting', suggestion: event.text, requestId: state.requestId };
		case 'done':
			return { status: 'done', suggestion: event.text, requestId: state.requestId };
		case 'fail':
			return {
				status: 'error',
				suggestion: state.suggestion,
				error: event.error,
				requestId: state.requestId,
			};
	}
}
