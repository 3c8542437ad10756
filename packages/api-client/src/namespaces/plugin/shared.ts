import * as z from 'zod/mini';

/** An object whose fields are not specified: whatever is there, by name. */
export const looseRecordSchema = z.record(z.string(), z.unknown());
export type LooseRecord = z.infer<typeof looseRecordSchema>;

/** The plugin's usual acknowledgement of a change: `{ code: 'success', message }`. */
export const successSchema = z.looseObject({
	code: z.string(),
	message: z.optional(z.string()),
});
export type Success = z.infer<typeof successSchema>;

/**
 * A string field holding JSON (the plugin passes the hosted platform's answer
 * through as text): parsed, then checked against `schema`.
 */
export function jsonString<T>(schema: z.ZodMiniType<T>) {
	return z.pipe(
		z.pipe(
			z.string(),
			z.transform((text, context): unknown => {
				try {
					return JSON.parse(text);
				} catch {
					context.issues.push({ code: 'custom', message: 'Expected a JSON string', input: text });
					return z.NEVER;
				}
			})
		),
		schema
	);
}

/** `{ code, message, data }` where `data` is a JSON string holding `schema`'s value. */
export function jsonDataEnvelope<T>(schema: z.ZodMiniType<T>) {
	return z.looseObject({
		code: z.optional(z.string()),
		message: z.optional(z.string()),
		data: jsonString(schema),
	});
}

/** What {@link jsonDataEnvelope} gives once `data` is parsed. */
export interface JsonEnvelope<T> {
	readonly code?: string | undefined;
	readonly message?: string | undefined;
	readonly data: T;
}
