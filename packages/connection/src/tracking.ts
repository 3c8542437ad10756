import type { ConnectionState } from './connection-state';

/**
 * The two fixed prefixes every event name starts with: `jetpack_` for
 * events of the plugin, `wpcom_` for events of the hosted platform.
 */
export const TRACKING_EVENT_PREFIXES = ['jetpack_', 'wpcom_'] as const;

const EVENT_NAME = /^[a-z0-9_]+$/;

export type TrackingProps = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The connected user an event is recorded for. */
export interface TrackingUser {
	readonly ID: number;
	readonly login: string;
}

/** Where recorded events go (the provider's analytics script, a test spy, …). */
export type TrackingSink = (name: string, props: TrackingProps, user: TrackingUser) => void;

/** The reason `name` cannot be an event name, or `undefined` when it can. */
export function eventNameProblem(name: string): string | undefined {
	if (!TRACKING_EVENT_PREFIXES.some((prefix) => name.startsWith(prefix))) {
		return `The event name "${name}" must start with ${TRACKING_EVENT_PREFIXES.join(' or ')}.`;
	}
	if (!EVENT_NAME.test(name)) {
		return `The event name "${name}" may hold only lower-case letters, digits and underscores.`;
	}
	return undefined;
}

/** The user to record events for: only a connected user with a known ID and login. */
export function trackingUser(state: Pick<ConnectionState, 'connectionStatus' | 'userConnectionData'>) {
	const { login, ID } = state.userConnectionData.currentUser;
	if (!state.connectionStatus.isUserConnected || login === undefined || login === '' || ID === undefined) {
		return undefined;
	}
	return { ID, login } satisfies TrackingUser;
}

const isDevelopment = (): boolean => process.env.NODE_ENV !== 'production';

const developmentSink: TrackingSink = (name, props, user) => {
	// The development sink shows what would be sent.
	console.debug('[blockyard tracking]', name, props, user.login);
};

export interface TrackerOptions {
	/** The connection state now (a store's `getState`). */
	readonly getState: () => Pick<ConnectionState, 'connectionStatus' | 'userConnectionData'>;
	/** Where events go; by default the console in development and nowhere in production. */
	readonly sink?: TrackingSink;
}

/** Records events; answers whether the event was recorded. */
export type RecordEvent = (name: string, props?: TrackingProps) => boolean;

/**
 * A `recordEvent` for one connection. It records only for a connected user with
 * a known ID and login. A name without an allowed prefix throws in development
 * and is dropped in production.
 *
 * @example
 * const recordEvent = createTracker({ getState: store.getState, sink: sendToAnalytics });
 * recordEvent('jetpack_editor_connect_click', { from: 'placeholder' });
 */
export function createTracker({ getState, sink }: TrackerOptions): RecordEvent {
	return (name, props = {}) => {
		const problem = eventNameProblem(name);
		if (problem !== undefined) {
			if (isDevelopment()) {
				throw new Error(problem);
			}
			return false;
		}
		const user = trackingUser(getState());
		const target = sink ?? (isDevelopment() ? developmentSink : undefined);
		if (user === undefined || target === undefined) {
			return false;
		}
		target(name, props, user);
		return true;
	};
}
