import { aiFeatureSchema } from '@blockyard/api-client';
import * as z from 'zod/mini';

import type { WordPressPageState } from './wordpress-page-state';

const pageStateSchema = z.object({
	restRoot: z.string().check(z.minLength(1)),
	providerRoot: z.optional(z.string().check(z.minLength(1))),
	nonce: z.string(),
	locale: z.string().check(z.minLength(2)),
	siteType: z.enum(['simple', 'atomic', 'self-hosted']),
	siteId: z.optional(z.int().check(z.positive())),
	features: z.record(z.string(), z.boolean()),
	isPrivate: z.optional(z.boolean()),
	tracks: z.optional(z.boolean()),
	connection: z.optional(z.unknown()),
	platformRoot: z.optional(z.string().check(z.minLength(1))),
	aiFeature: z.optional(aiFeatureSchema),
});

/** The page state is missing or malformed: the plugin printed something else. */
export class PageStateError extends Error {
	override readonly name = 'PageStateError';
}

/**
 * Validates the state the WordPress plugin prints as `window.blockyardPageState`.
 * @throws {PageStateError} naming what is wrong, so a broken install says why.
 */
export function readWordPressPageState(value: unknown): WordPressPageState {
	const result = pageStateSchema.safeParse(value);
	if (!result.success) {
		const problems = result.error.issues.map(
			(issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`
		);
		throw new PageStateError(
			`Blockyard: the page state from the WordPress plugin is missing or invalid (${problems.join('; ')}).`
		);
	}
	const { providerRoot, siteId, connection, platformRoot, aiFeature, isPrivate, tracks, ...rest } =
		result.data;
	return {
		...rest,
		...(siteId === undefined ? {} : { siteId }),
		...(isPrivate === undefined ? {} : { isPrivate }),
		...(tracks === undefined ? {} : { tracks }),
		...(providerRoot === undefined ? {} : { providerRoot }),
		...(connection === undefined ? {} : { connection }),
		...(platformRoot === undefined ? {} : { platformRoot }),
		...(aiFeature === undefined ? {} : { aiFeature }),
	};
}
