// Whether the site may use the hosted video: its plan, as the host says it, and, on a site of
// its own (not the hosted platform), whether its VideoPress module is on.
import { type Api, pluginModules } from '@blockyard/api-client';
import { useOptionalHost, type HostRequiredPlan } from '@blockyard/ui';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { VIDEO_BLOCK_NAME } from '../name';

/** The site's module that hosts videos (`jetpack/v4/module/videopress`). */
export const VIDEO_MODULE = 'videopress';

export type VideoAvailability =
	| { readonly state: 'available' }
	/** The module is being asked about: the buttons wait. */
	| { readonly state: 'checking' }
	| {
			readonly state: 'unavailable';
			/** Why, in words for the author. */
			readonly reason: string;
			/** Where the author upgrades, when the plan is missing and the host knows the checkout. */
			readonly upgradeUrl?: string;
			/** Turns the module on, when that is what is missing; rejects with the site's error. */
			readonly activate?: () => Promise<void>;
	  };

/** The availability that the plan the block needs (and the site lacks) makes, or available without one. */
export function videoAvailability(plan: HostRequiredPlan | undefined): VideoAvailability {
	if (!plan) {
		return { state: 'available' };
	}
	return {
		state: 'unavailable',
		reason: sprintf(
			/* translators: %s: a plan's name, e.g. "Premium" */
			__(
				'Uploading and choosing videos needs the %s plan, which this site does not have yet.',
				'blockyard'
			),
			plan.name
		),
		...(plan.checkoutUrl === undefined ? {} : { upgradeUrl: plan.checkoutUrl }),
	};
}

/**
 * Whether the site's VideoPress module is on, asked once per site (its `Api`, which the host makes
 * once) for every block and editor of that site: a fact of the site, not state of an editor, so
 * it is kept with the site's `Api` rather than in an editor's store. `false`
 * only when the site says it is off; `true` when it is on, or when the site says nothing of
 * modules (no such route, a failure), which is no reason to stop an author.
 */
const moduleChecks = new WeakMap<Api, Promise<boolean>>();
export function videoModuleActive(api: Api): Promise<boolean> {
	let check = moduleChecks.get(api);
	if (check === undefined) {
		check = pluginModules.get(api, VIDEO_MODULE).then(
			(module) => module.active,
			() => true
		);
		moduleChecks.set(api, check);
	}
	return check;
}

/**
 * Whether the site may upload and choose hosted videos. Not when the host's site facts say the
 * block needs a plan the site lacks (`site.requiredPlans['blockyard/video']`, as for every paid
 * block: the WordPress plugin's `blockyard_required_plans` filter, the playground's
 * `?requires-plan=blockyard/video`); not, on a site of its own, while its VideoPress module is
 * off (with `activate` to turn it on). Without a host, nothing says otherwise: available.
 */
export function useVideoAvailability(): VideoAvailability {
	const host = useOptionalHost();
	const api = host?.site.type === 'simple' ? undefined : host?.api;
	const [module, setModule] = useState<{ readonly api: Api; readonly active: boolean } | undefined>(
		undefined
	);
	useEffect(() => {
		if (api === undefined) {
			return undefined;
		}
		let live = true;
		void videoModuleActive(api).then((active) => live && setModule({ api, active }));
		return () => {
			live = false;
		};
	}, [api]);
	const activate = useCallback(async () => {
		if (api === undefined) {
			return;
		}
		await pluginModules.setActive(api, VIDEO_MODULE, true);
		moduleChecks.set(api, Promise.resolve(true));
		setModule({ api, active: true });
	}, [api]);

	const byPlan = videoAvailability(host?.site.requiredPlans?.[VIDEO_BLOCK_NAME]);
	if (byPlan.state !== 'available' || api === undefined) {
		return byPlan;
	}
	if (module?.api !== api) {
		return { state: 'checking' };
	}
	return module.active
		? byPlan
		: {
				state: 'unavailable',
				reason: __(
					'Uploading and choosing videos needs the VideoPress module, which is off on this site.',
					'blockyard'
				),
				activate,
			};
}
