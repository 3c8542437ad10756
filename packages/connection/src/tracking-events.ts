/** The usage events of the connection UI (recorded only for a connected user: see `createTracker`). */
export const CONNECTION_EVENTS = Object.freeze({
	/** Reconnect was clicked on the banner shown while the connection reports problems. */
	reconnectClick: 'jetpack_connection_reconnect_click',
} as const);
