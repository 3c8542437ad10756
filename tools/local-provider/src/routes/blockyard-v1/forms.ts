import type { FormResponse, FormSubmission } from '@blockyard/api-client';
import type { Context, Hono } from 'hono';
import * as z from 'zod';

import { addFormResponse, listFormResponses, type FormResponseRecord } from '../../data/form-responses';
import { postWithForm } from '../../data/post-forms';
import { getSettings } from '../../data/settings';
import { wpDate } from '../../data/wp-date';
import { findContactForm, type ContactForm } from '../../forms/contact-form';
import { FORM_CODES, formMessage } from '../../forms/contract';
import { fieldMap, fieldValuesOf, type FieldValue } from '../../forms/field-values';
import { checkSubmission, type SubmittedValues } from '../../forms/validate-submission';
import { formAnswerPage, wantsFormPage } from '../../forms/answer-page';
import { bodySizeLimit } from '../../http/body-size-limit';
import { storageFaultOf } from '../../http/storage-fault';
import { readJsonBody } from '../../http/read-json-body';
import { readFormFields } from '../../http/read-page-form';
import { readQuery } from '../../http/read-query';
import { RestError } from '../../http/rest-error';
import { REST_PREFIX, type RouteContext } from '../route-context';

const FORMS = `${REST_PREFIX}/blockyard/v1/forms`;
const RESPONSES = `${FORMS}/responses`;
const FORM_RESPONSES = `${FORMS}/:formId/responses`;

/** 256 KiB: far more than a form's values (5,000 characters of message), far less than an upload. */
export const FORM_BODY_MAX_BYTES = 256 * 1024;

/** Any JSON body; its shape is checked below, so that a wrong one gets the contract's message. */
const anyBodySchema = z.unknown();

/** The values of a JSON body `{ "fields": { "<name>": "value" | ["a", "b"] } }`. */
async function readJsonFields(c: Context): Promise<SubmittedValues> {
	const body = await readJsonBody(c, anyBodySchema);
	const fields =
		typeof body === 'object' && body !== null && Object.hasOwn(body, 'fields')
			? fieldValuesOf((body as { fields: unknown }).fields)
			: undefined;
	if (fields === undefined) {
		throw new RestError(FORM_CODES.badBody, formMessage('badBody'), 400);
	}
	return fields;
}

/** An empty filter (`?form_id=`) counts as none. */
const emptyAsMissing = (value: unknown): unknown => (value === '' ? undefined : value);

const listQuerySchema = z.object({
	form_id: z.preprocess(emptyAsMissing, z.string().max(200).optional()),
	post_id: z.preprocess(emptyAsMissing, z.coerce.number().int().min(1).optional()),
});

const isFormBody = (contentType: string): boolean =>
	/^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType);

/**
 * A classic form POST (a browser without the script): `name=value`, and
 * `name[]=a&name[]=b` (or the same name twice) for a field with several values.
 * Files are ignored.
 */
async function readFormBody(c: Context): Promise<SubmittedValues> {
	const values = fieldMap<FieldValue>();
	for (const [key, sent] of await readFormFields(c)) {
		const many = key.endsWith('[]');
		const name = many ? key.slice(0, -2) : key;
		const previous = values[name];
		const all = [
			...(previous === undefined ? [] : typeof previous === 'string' ? [previous] : previous),
			...sent,
		];
		values[name] = many || all.length > 1 ? all : (all[0] ?? '');
	}
	return values;
}

const formNotFound = (): RestError => new RestError(FORM_CODES.notFound, formMessage('notFound'), 404);

/**
 * `blockyard/v1/forms` (docs/decisions/0009-contact-forms.md): a visitor's
 * submission, validated against the fields of the saved post that holds the
 * form, and the stored responses.
 */
export function mountBlockyardV1Forms(app: Hono, { db, access }: RouteContext): void {
	const timeZone = (): string => getSettings(db).timezone;

	/** The first post (any status) whose saved content holds the form, and the form: found by its id, one post read. */
	const formOf = (formId: string): { postId: number; form: ContactForm } | undefined => {
		const post = postWithForm(db, formId);
		const form = post ? findContactForm(post.content, formId) : undefined;
		return post && form ? { postId: post.id, form } : undefined;
	};

	const responseJson = (record: FormResponseRecord, zone: string): FormResponse => ({
		id: record.id,
		form_id: record.form_id,
		post_id: record.post_id,
		fields: record.fields,
		date: wpDate(record.created_at, zone),
	});

	/** The submission's answer: 201 with the message, or the error thrown. */
	const submit = async (c: Context): Promise<FormSubmission> => {
		const formId = c.req.param('formId') ?? '';
		const submitted = isFormBody(c.req.header('Content-Type') ?? '')
			? await readFormBody(c)
			: await readJsonFields(c);
		const found = formOf(formId);
		if (!found) {
			throw formNotFound();
		}
		const check = checkSubmission(found.form.fields, submitted);
		if (!check.ok) {
			throw new RestError(FORM_CODES.invalid, formMessage('invalid'), 400, {
				errors: check.errors,
			});
		}
		const record = addFormResponse(db, {
			form_id: formId,
			post_id: found.postId,
			fields: check.values,
			user_agent: (c.req.header('User-Agent') ?? '').slice(0, 500),
		});
		return { id: record.id, message: found.form.confirmationMessage ?? formMessage('thankYou') };
	};

	/** A browser's own form POST (no script) gets a page: the thank-you message, or the errors listed. */
	const answerPage = (c: Context, error: unknown): Response => {
		const fault = storageFaultOf(error);
		if (fault) {
			c.header('Retry-After', String(fault.retryAfter));
			return formAnswerPage(c, access, { status: 503, heading: formMessage('notStored') });
		}
		if (!(error instanceof RestError)) {
			throw error;
		}
		const errors = error.data['errors'];
		return formAnswerPage(c, access, {
			status: error.status,
			heading: error.message,
			errors: typeof errors === 'object' && errors !== null ? Object.values(errors).map(String) : [],
		});
	};

	const bodyLimit = bodySizeLimit(FORM_BODY_MAX_BYTES, (c, error) =>
		wantsFormPage(c) ? answerPage(c, error) : undefined
	);

	app.post(FORM_RESPONSES, bodyLimit, async (c) => {
		if (!wantsFormPage(c)) {
			return c.json(await submit(c), 201);
		}
		try {
			const answer = await submit(c);
			return formAnswerPage(c, access, { status: 201, heading: answer.message });
		} catch (error) {
			return answerPage(c, error);
		}
	});

	app.get(RESPONSES, (c) => {
		const query = readQuery(c, listQuerySchema);
		const zone = timeZone();
		const records = listFormResponses(db, { formId: query.form_id, postId: query.post_id });
		return c.json(records.map((record) => responseJson(record, zone)));
	});
}
