import { aiFeatureSchema } from '@blockyard/api-client';
import type { HostRequiredPlan } from '@blockyard/ui';
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
	requiredPlans: z.optional(
		z.record(
			z.string(),
			z.object({
				slug: z.string().check(z.minLength(1)),
				name: z.string().check(z.minLength(1)),
				checkoutUrl: z.optional(z.url({ protocol: /^https?$/ })),
			})
		)
	),
	tracks: z.optional(z.boolean()),
	connection: z.optional(z.unknown()),
	platformRoot: z.optional(z.string().check(z.minLength(1))),
	geocodingRoot: z.optional(z.url({ protocol: /^https?$/ })),
	aiFeature: z.optional(aiFeatureSchema),
	blockTiers: z.optional(z.array(z.enum(['beta', 'experimental']))),
	editorKind: z.optional(z.enum(['post', 'site', 'widgets'])),
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
	const {
		providerRoot,
		siteId,
		connection,
		platformRoot,
		geocodingRoot,
		aiFeature,
		isPrivate,
		tracks,
		requiredPlans,
		blockTiers,
		editorKind,
		...rest
	} = result.data;
	return {
		...rest,
		...(requiredPlans === undefined ? {} : { requiredPlans: freezePlans(requiredPlans) }),
		...(siteId === undefined ? {} : { siteId }),
		...(isPrivate === undefined ? {} : { isPrivate }),
		...(tracks === undefined ? {} : { tracks }),
		...(providerRoot === undefined ? {} : { providerRoot }),
		...(connection === undefined ? {} : { connection }),
		...(platformRoot === undefined ? {} : { platformRoot }),
		...(geocodingRoot === undefined ? {} : { geocodingRoot }),
		...(aiFeature === undefined ? {} : { aiFeature }),
		...(blockTiers === undefined ? {} : { blockTiers: Object.freeze(blockTiers) }),
		...(editorKind === undefined ? {} : { editorKind }),
	};
}

/** Each plan as the host gives it: without an absent checkout address, frozen. */
function freezePlans(
	plans: Readonly<Record<string, { slug: string; name: string; checkoutUrl?: string | undefined }>>
): Readonly<Record<string, HostRequiredPlan>> {
	return Object.freeze(
		Object.fromEntries(
			Object.entries(plans).map(([block, { slug, name, checkoutUrl }]) => [
				block,
				Object.freeze({ slug, name, ...(checkoutUrl === undefined ? {} : { checkoutUrl }) }),
			])
		)
	);
}
