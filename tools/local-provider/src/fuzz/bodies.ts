// The fuzz request's bodies: multipart, JSON, urlencoded, well-formed for their route, raw bytes and past each cap.
import * as fc from 'fast-check';

import { contactFormMarkup } from '../testing/contact-form-markup';
import type { FuzzTarget } from './requests';
import { anyText } from './values';

/** A multipart body with text fields and files (random bytes, odd names). */
const multipartBody = fc
	.array(
		fc.record({
			name: anyText,
			value: anyText,
			file: fc.option(fc.record({ name: anyText, bytes: fc.uint8Array({ maxLength: 512 }) }), {
				nil: undefined,
			}),
		}),
		{ maxLength: 6 }
	)
	.map((parts) => {
		const chunks: Buffer[] = [];
		for (const part of parts) {
			const name = part.name.replace(/["\r\n]/g, '');
			if (part.file) {
				const fileName = part.file.name.replace(/["\r\n]/g, '');
				chunks.push(
					Buffer.from(
						`--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`
					),
					Buffer.from(part.file.bytes),
					Buffer.from('\r\n')
				);
			} else {
				chunks.push(
					Buffer.from(
						`--fuzzboundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${part.value}\r\n`
					)
				);
			}
		}
		chunks.push(Buffer.from('--fuzzboundary--\r\n'));
		return Buffer.concat(chunks);
	});

/** JSON bodies shaped like the routes' (fields, title, content, question…) or anything at all. */
const jsonBody = fc
	.oneof(
		fc.jsonValue({ maxDepth: 3 }),
		fc.record(
			{
				fields: fc.oneof(
					fc.dictionary(anyText, fc.oneof(anyText, fc.array(anyText, { maxLength: 3 }))),
					fc.jsonValue()
				),
				title: anyText,
				content: anyText,
				status: fc.constantFrom('draft', 'publish', 'trash', 1),
				question: anyText,
				messages: fc.array(
					fc.record({ role: fc.constantFrom('user', 'system', 'x'), content: anyText }),
					{ maxLength: 3 }
				),
				prompt: anyText,
				count: fc.oneof(fc.integer(), anyText),
				registration_nonce: anyText,
				redirect_uri: anyText,
				isActive: fc.boolean(),
				linked: fc.boolean(),
				active: fc.boolean(),
				id: fc.oneof(fc.integer(), anyText),
			},
			{ requiredKeys: [] }
		)
	)
	.map((value) => Buffer.from(JSON.stringify(value) ?? 'null'));

/** The form every fuzz run's site holds (post 2): `n` (name, required) and `e` (email). */
export const FUZZ_FORM = contactFormMarkup('f1', [
	{ block: 'name', attributes: { name: 'n', label: 'Name', required: true } },
	{ block: 'email', attributes: { name: 'e', label: 'Email' } },
]);

/**
 * Bodies that pass the routes' checks, by the route they fit, so the fuzz
 * reaches what lies past the checks.
 */
const WELL_FORMED: readonly (readonly [RegExp, unknown])[] = [
	[/\/wp\/v2\/posts/, { title: 'Fuzz', content: FUZZ_FORM, status: 'draft' }],
	[
		/\/wp\/v2\/posts/,
		{ content: '<!-- wp:paragraph --><p>x</p><!-- /wp:paragraph -->', status: 'publish' },
	],
	[/\/forms\/:formId\/responses/, { fields: { n: 'Ada', e: 'ada@example.test' } }],
	[/\/forms\/:formId\/responses/, { fields: { n: '', e: 'nope' } }],
	[/\/wp\/v2\/settings/, { title: 'Site', start_of_week: 3 }],
	[/jetpack-ai-query/, { question: 'Correct the spelling: teh cat' }],
	[
		/jetpack-ai-query/,
		{
			messages: [{ role: 'user', content: 'The form should be: name, email' }],
			feature: 'jetpack-form-ai-extension',
		},
	],
	[/images\/generations/, { prompt: 'a cat' }],
	[/ai-requests/, { count: 3 }],
	[/connection\/register/, { registration_nonce: 'n', no_iframe: true, redirect_uri: '/' }],
	[/connection$/, { isActive: false }],
	[/connection\/user/, { linked: false }],
	[/\/active$/, { active: true }],
	[/poster/, { at_time: 1000, is_millisec: true }],
	[/videopress\/meta/, { id: 1, title: 'Video' }],
	[/service-api-keys/, { service_api_key: 'pk.fuzz' }],
	[
		/subscribe$/,
		{ email: 'ada@example.test', interests: ['local-news'], signupFieldTag: 'S', signupFieldValue: 'x' },
	],
	[/testing\/v1\/mailchimp/, { connected: true, failing: false }],
	[
		/external-media\/copy/,
		{ external_ids: ['pexels-01'], media: [{ guid: 'x' }], service: 'pexels', post_id: 0 },
	],
];

const wellFormedFor = (pattern: string): Buffer[] =>
	WELL_FORMED.filter(([route]) => route.test(pattern)).map(([, body]) => Buffer.from(JSON.stringify(body)));

const urlencodedBody = fc
	.array(fc.tuple(anyText, anyText), { maxLength: 8 })
	.map((pairs) => Buffer.from(new URLSearchParams(pairs).toString()));

/** Bodies past each cap: the form route's 256 KiB, the post route's 2 MiB, the global 64 MiB. */
const hugeBody = (target: FuzzTarget) =>
	fc
		.constantFrom(257 * 1024, 2 * 1024 * 1024 + 1, -1)
		.map((size) => (size < 0 ? target.overGlobalCap : Buffer.alloc(size, 0x61)));

/** A body for a request to `pattern`: one that fits its route, none, or any of the kinds above. */
export const fuzzBody = (target: FuzzTarget, pattern: string) => {
	const fitting = wellFormedFor(pattern);
	return fc.oneof(
		{
			weight: fitting.length > 0 ? 8 : 0,
			arbitrary: fitting.length > 0 ? fc.constantFrom(...fitting) : fc.constant(undefined),
		},
		{ weight: 6, arbitrary: fc.constant(undefined) },
		{ weight: 6, arbitrary: jsonBody },
		{ weight: 4, arbitrary: urlencodedBody },
		{ weight: 3, arbitrary: multipartBody },
		{ weight: 2, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)) },
		{ weight: 1, arbitrary: hugeBody(target) }
	);
};
