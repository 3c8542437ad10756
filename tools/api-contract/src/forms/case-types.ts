// The types of the submission cases: the saved forms, a case, what it expects and what a server answers.
import type { FieldKind } from '@blockyard/api-client';

/** A field block as the forms package saves it: every attribute in its comment. */
export interface CaseField {
	readonly kind: FieldKind;
	/** The submitted key; a field without one cannot be submitted. */
	readonly name?: string;
	readonly label?: string;
	readonly required?: boolean;
	readonly options?: readonly string[];
	readonly consentText?: string;
}

export interface CaseForm {
	readonly formId: string;
	readonly confirmationMessage?: string;
	readonly fields: readonly CaseField[];
}

/** The answer a case expects, once read (see {@link answerOf}). */
export type CaseAnswer =
	| { readonly status: 201; readonly message: string }
	| {
			readonly status: 400 | 404;
			readonly code: string;
			readonly message: string;
			/** The message beside each invalid field (`data.errors`), for `blockyard_form_invalid`. */
			readonly errors?: Readonly<Record<string, string>>;
	  };

export type StoredValues = Readonly<Record<string, string | readonly string[]>>;

export interface SubmissionCase {
	readonly title: string;
	readonly form: 'optional' | 'required' | 'unknown';
	/** What is sent as `{ "fields": … }` … */
	readonly fields?: unknown;
	/** … or, for a body of the wrong shape, the whole JSON body. */
	readonly body?: unknown;
	/** 201 with the values kept; 400 with each invalid field's message; or another error. */
	readonly expect:
		| { readonly stored: StoredValues }
		| { readonly errors: Readonly<Record<string, string>> }
		| { readonly status: 400 | 404; readonly code: string; readonly message: string };
	/** What WordPress keeps instead, and why. */
	readonly wordpress?: { readonly stored: StoredValues; readonly why: string };
}
