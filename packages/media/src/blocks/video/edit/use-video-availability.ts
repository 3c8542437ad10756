// Whether the site may use the hosted video: its plan, as the host says it.
import { useOptionalHost, type HostRequiredPlan } from '@blockyard/ui';
import { __, sprintf } from '@wordpress/i18n';

import { VIDEO_BLOCK_NAME } from '../name';

export type VideoAvailability =
	| { readonly available: true }
	| {
			readonly available: false;
			/** Why, in words for the author. */
			readonly reason: string;
			/** Where the author upgrades, when the host knows it. */
			readonly upgradeUrl: string | undefined;
	  };

/** The availability that the plan the block needs (and the site lacks) makes, or available without one. */
export function videoAvailability(plan: HostRequiredPlan | undefined): VideoAvailability {
	if (!plan) {
		return { available: true };
	}
	return {
		available: false,
		reason: sprintf(
			/* translators: %s: a plan's name, e.g. "Premium" */
			__(
				'Uploading and choosing videos needs the %s plan, which this site does not have yet.',
				'blockyard'
			),
			plan.name
		),
		upgradeUrl: plan.checkoutUrl,
	};
}

/**
 * Whether the site may upload and choose hosted videos: not when the host's site facts say
 * the block needs a plan the site lacks (`site.requiredPlans['blockyard/video']`, as for every
 * paid block: the WordPress plugin's `blockyard_required_plans` filter, the playground's
 * `?requires-plan=blockyard/video`). Without a host, nothing says otherwise: available.
 */
export function useVideoAvailability(): VideoAvailability {
	return videoAvailability(useOptionalHost()?.site.requiredPlans?.[VIDEO_BLOCK_NAME]);
}
