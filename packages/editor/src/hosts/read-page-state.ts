import type { HostRequiredPlan } from '@blockyard/ui';

import {
	anything,
	finiteNumber,
	flag,
	listOf,
	objectOf,
	oneOf,
	optional,
	positiveWholeNumber,
	recordOf,
	text,
	webAddress,
} from './page-state-checks';
import type { WordPressPageState } from './wordpress-page-state';

/** `GET wpcom/v2/ai-assistant-feature`'s shape (the api-client's `aiFeatureSchema`), as the plugin prints it. */
const aiFeatureShape = objectOf({
	'has-feature': flag,
	'is-over-limit': flag,
	'requests-count': finiteNumber,
	'requests-limit': finiteNumber,
	'site-require-upgrade': flag,
	'error-message': optional(text()),
	'error-code': optional(text()),
	'upgrade-type': optional(text()),
});

const pageStateShape = objectOf({
	restRoot: text(1),
	providerRoot: optional(text(1)),
	nonce: text(),
	locale: text(2),
	siteType: oneOf(['simple', 'atomic', 'self-hosted']),
	siteId: optional(positiveWholeNumber),
	features: recordOf(flag),
	isPrivate: optional(flag),
	requiredPlans: optional(
		recordOf(objectOf({ slug: text(1), name: text(1), checkoutUrl: optional(webAddress) }))
	),
	tracks: optional(flag),
	connection: optional(anything),
	platformRoot: optional(text(1)),
	geocodingRoot: optional(webAddress),
	aiFeature: optional(aiFeatureShape),
	blockTiers: optional(listOf(oneOf(['beta', 'experimental']))),
	editorKind: optional(oneOf(['post', 'site', 'widgets'])),
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
	const problems: string[] = [];
	const state = pageStateShape(value, '', problems);
	if (state === undefined) {
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
	} = state;
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
