import * as z from 'zod/mini';

/**
 * The connection facts a host puts in the page (wp-admin's inline script, the
 * playground's defaults), so the first render needs no request. Every field is
 * optional: what is missing starts as "not registered, not connected".
 */
export const connectionPageStateSchema = z.object({
	/** The nonce `connection/register` wants; without one the site cannot be registered. */
	registrationNonce: z.optional(z.string()),
	connectionStatus: z.optional(
		z.object({
			isRegistered: z.optional(z.boolean()),
			isUserConnected: z.optional(z.boolean()),
			hasConnectedOwner: z.optional(z.boolean()),
		})
	),
	userConnectionData: z.optional(
		z.object({
			currentUser: z.optional(
				z.object({
					login: z.optional(z.string()),
					ID: z.optional(z.number()),
					blogId: z.optional(z.nullable(z.number())),
				})
			),
		})
	),
	connectedPlugins: z.optional(z.record(z.string(), z.object({ name: z.string() }))),
	/** Connection problems by code, with their message. */
	connectionErrors: z.optional(z.record(z.string(), z.string())),
	isOfflineMode: z.optional(z.boolean()),
});

export type ConnectionPageState = z.infer<typeof connectionPageStateSchema>;

/** Thrown when the host's page state does not have the shape of {@link ConnectionPageState}. */
export class InvalidPageStateError extends Error {
	override readonly name = 'InvalidPageStateError';
	constructor(details: string, cause: unknown) {
		super(`The connection page state is invalid: ${details}`, { cause });
	}
}

/**
 * Validates what the host put in the page.
 * @throws {InvalidPageStateError} when it has another shape.
 */
export function parseConnectionPageState(value: unknown): ConnectionPageState {
	const result = z.safeParse(connectionPageStateSchema, value ?? {});
	if (!result.success) {
		throw new InvalidPageStateError(z.prettifyError(result.error), result.error);
	}
	return result.data;
}
