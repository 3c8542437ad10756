import { withQuery } from './with-query';

/** The provider's redirect service: every outgoing link goes through it, so targets can move. */
export const REDIRECT_SERVICE_URL = 'https://jetpack.com/redirect/';

/** Where the link points: a named `source` the service knows, or a full `url`. */
export type RedirectTarget = { readonly source: string } | { readonly url: string };

export type RedirectLinkOptions = RedirectTarget & {
	/** The site, as the provider knows it (its domain or blog id). */
	readonly site: string;
	/** The provider environment to send to (`calypso_env`), e.g. `development`. */
	readonly environment?: string;
	/** Query the service appends to the target, sent as one encoded `query` parameter. */
	readonly query?: Readonly<Record<string, string>>;
};

/**
 * A link through the provider's redirect service.
 *
 * @example
 * redirectLink({ source: 'jetpack-support', site: 'example.com' });
 * // 'https://jetpack.com/redirect/?source=jetpack-support&site=example.com'
 */
export function redirectLink(options: RedirectLinkOptions): string {
	const query =
		options.query === undefined || Object.keys(options.query).length === 0
			? undefined
			: new URLSearchParams(options.query).toString();
	return withQuery(REDIRECT_SERVICE_URL, {
		...('source' in options ? { source: options.source } : { url: options.url }),
		site: options.site,
		calypso_env: options.environment,
		query,
	});
}

/** The URL to come back to after a purchase, marked so the editor can say the plan was upgraded. */
export function withPlanUpgraded(redirectTo: string): string {
	return withQuery(redirectTo, { plan_upgraded: '1' });
}

export type UpgradeLinkOptions = RedirectTarget & {
	readonly site: string;
	/** Where to come back to after the upgrade (the editor's URL); it gets `plan_upgraded=1`. */
	readonly redirectTo: string;
	readonly environment?: string;
};

/**
 * A link to the provider's upgrade page that brings the user back with `plan_upgraded=1`.
 *
 * @example
 * upgradeLink({ source: 'jetpack-ai-upgrade', site: 'example.com', redirectTo: location.href });
 */
export function upgradeLink({ redirectTo, ...options }: UpgradeLinkOptions): string {
	return redirectLink({ ...options, query: { redirect_to: withPlanUpgraded(redirectTo) } });
}

export interface CheckoutLinkOptions {
	readonly site: string;
	/** The plan or product slug to buy. */
	readonly plan: string;
	readonly redirectTo: string;
	readonly environment?: string;
}

/** The provider's checkout page for one plan, through the redirect service. */
export const CHECKOUT_URL = 'https://wordpress.com/checkout/';

/**
 * A link to check out one plan, bringing the user back with `plan_upgraded=1`.
 *
 * @example
 * checkoutLink({ site: 'example.com', plan: 'jetpack_ai_monthly', redirectTo: location.href });
 */
export function checkoutLink({ site, plan, redirectTo, environment }: CheckoutLinkOptions): string {
	return redirectLink({
		url: `${CHECKOUT_URL}${encodeURIComponent(site)}/${encodeURIComponent(plan)}`,
		site,
		...(environment === undefined ? {} : { environment }),
		query: { redirect_to: withPlanUpgraded(redirectTo) },
	});
}
