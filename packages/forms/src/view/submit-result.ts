/** A submitted value: text, `yes` for a ticked box, the ticked options of a checkbox group. */
export type FieldValue = string | string[];

/** What a form sends: `{ "<name>": value }`. */
export type SubmittedFields = Record<string, FieldValue>;

/** How a submission went, whatever carried it. */
export type SubmitResult =
	/** 201: stored. */
	| { readonly kind: 'sent'; readonly id?: number; readonly message?: string }
	/** 400 with per-field errors: `{ "<name>": "message" }`. */
	| {
			readonly kind: 'invalid';
			readonly errors: Readonly<Record<string, string>>;
			readonly message?: string;
	  }
	/** Anything else: another status, an unreadable answer. */
	| { readonly kind: 'failed'; readonly status?: number };

/** Sends a form's fields; rejects on a network failure. */
export type SubmitFields = (formId: string, fields: SubmittedFields) => Promise<SubmitResult>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
	isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

const optionalString = (value: unknown): string | undefined =>
	typeof value === 'string' ? value : undefined;

/**
 * Reads the server's answer (docs/decisions/0009-contact-forms.md): `201 { id, message }`;
 * `400 { code, message, data: { status, errors: { <name>: message } } }`; anything else fails.
 */
export function toSubmitResult(status: number, body: unknown): SubmitResult {
	if (status === 201) {
		const answer = isRecord(body) ? body : {};
		return {
			kind: 'sent',
			id: typeof answer.id === 'number' ? answer.id : undefined,
			message: optionalString(answer.message),
		};
	}
	if (status === 400 && isRecord(body) && isRecord(body.data) && isStringRecord(body.data.errors)) {
		return { kind: 'invalid', errors: body.data.errors, message: optionalString(body.message) };
	}
	return { kind: 'failed', status };
}

/**
 * The default way to send: `POST` the JSON `{ fields }` to the form's `action`.
 *
 * @example
 * const result = await postFields(form.action, { 'email-k3j9': 'ada@example.com' });
 */
export async function postFields(action: string, fields: SubmittedFields): Promise<SubmitResult> {
	const response = await fetch(action, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify({ fields }),
	});
	const body: unknown = await response.json().catch(() => null);
	return toSubmitResult(response.status, body);
}
