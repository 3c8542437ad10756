// The forms contract as examples: saved forms, what a visitor sends to
// `POST blockyard/v1/forms/{formId}/responses`, and what the server must answer and keep.
// Both servers run this one table: the local provider (./submission-cases.test.ts) and the
// WordPress plugin inside WordPress 6.5 and 6.7 (e2e/wordpress/tests/form-submissions.spec.ts).
// A case that WordPress answers differently on purpose says so in `wordpress`, with the reason.
// This file assembles the table from ./cases/ and is the package's entry for it: it re-exports
// the types (./case-types), the forms (./case-forms) and the answers (./case-answers).
// Only types are imported from outside this folder, so that Playwright can load these files as they are.
import { BAD_REQUEST_CASES } from './cases/bad-requests';
import { CHOICE_CASES } from './cases/choices';
import { FORMAT_CASES } from './cases/formats';
import { LENGTH_CASES } from './cases/lengths';
import { REQUIRED_CASES } from './cases/required';
import { STORED_CASES } from './cases/stored';
import type { SubmissionCase } from './case-types';

export type { CaseAnswer, CaseField, CaseForm, StoredValues, SubmissionCase } from './case-types';
export { CASE_FORMS, caseFormMarkup, casesPostContent, formIdOf, UNKNOWN_FORM_ID } from './case-forms';
export { answerOf, bodyOf, expectedAnswer, expectedStored } from './case-answers';

/** Every case, in the order both servers send them. */
export const SUBMISSION_CASES: readonly SubmissionCase[] = [
	...REQUIRED_CASES,
	...STORED_CASES,
	...LENGTH_CASES,
	...FORMAT_CASES,
	...CHOICE_CASES,
	...BAD_REQUEST_CASES,
];
