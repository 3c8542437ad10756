import type { BlockyardHost } from '@blockyard/ui';

/** A plan of the site's payment account, as the editor offers it to paid blocks. */
export interface MembershipsProduct {
	/** The product's id on the platform: what a block stores as its plan. */
	readonly id: number;
	/** Its name, shown to buyers. */
	readonly title: string;
	/** `one-time`, `1 month` or `1 year`. */
	readonly interval: string;
	/** In the currency's units, e.g. 5 for 5 USD. */
	readonly price: number;
	/** ISO 4217 code, e.g. `USD`. */
	readonly currency: string;
	/** Paid-content plans only: a buyer also becomes a subscriber of the site. */
	readonly subscribe_as_site_subscriber?: boolean;
	/** `donation` for the donations block's tiers (one per interval and currency); other products have none. */
	readonly type?: string;
}

/**
 * Where the editor stands with the payment account: 0 not loaded yet, 1 an account is
 * connected, 2 the load failed or no account is connected (blocks offer to connect one).
 */
export type MembershipsApiState = 0 | 1 | 2;

/** The {@link MembershipsApiState} values by name. */
export const MEMBERSHIPS_API_STATE = { notLoaded: 0, connected: 1, notConnected: 2 } as const;

/** The site's audience, as the platform counts it. */
export interface SubscriberCounts {
	/** People who follow the site through a social network. */
	readonly socialFollowers: number;
	/** People who get the site's posts by email. */
	readonly emailSubscribers: number;
	/** Those of them who pay for a plan. */
	readonly paidSubscribers: number;
}

/** What the membership store keeps for one editor. */
export interface MembershipsState {
	/** The site's editable plans (payment plans and subscriptions). */
	readonly products: readonly MembershipsProduct[];
	readonly apiState: MembershipsApiState;
	/** Where the author connects a payment account, while none is connected. */
	readonly connectUrl: string | undefined;
	/** The site's address without its scheme, as the platform names it in its links. */
	readonly siteSlug: string | undefined;
	/** The connected account's currency (upper case), the natural one for new products. */
	readonly connectedAccountDefaultCurrency: string | undefined;
	readonly subscriberCounts: SubscriberCounts;
	/** True while a load runs: a second load started meanwhile does nothing. */
	readonly isLoading: boolean;
	/**
	 * Where the editor stands with the payment provider: `not-loaded`, `loading`, `connected` (an
	 * account is connected), `not-connected` (none is: `connectUrl` says where to connect one) or
	 * `failed` (the status could not be read).
	 */
	readonly connection: 'not-loaded' | 'loading' | 'connected' | 'not-connected' | 'failed';
	/**
	 * The donation products being made, by currency (`creating`), or that could not be made
	 * (`failed`): the store's lock, so that every donations block of the editor waits for one set.
	 */
	readonly donationProducts: Readonly<Record<string, 'creating' | 'failed'>>;
}

/** The two kinds of product an author creates; they differ in their messages. */
export type ProductKind = 'payment-plan' | 'subscription';

/** A product to create. The price may be what the author typed, read with the currency's separators. */
export interface NewMembershipsProduct {
	/** Required: a product without a name is refused. */
	readonly title: string;
	/** A number, or the text the author typed ('1.000,50' in EUR). At least the currency's minimum. */
	readonly price: number | string;
	/** ISO 4217 code. */
	readonly currency: string;
	/** `one-time`, `1 month` or `1 year`. */
	readonly interval: string;
	readonly description?: string;
}

/** What the store's loading and creating need of the editor's host. */
export type MembershipsHost = Pick<BlockyardHost, 'api' | 'site' | 'notify'>;
