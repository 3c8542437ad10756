// Test-only: a site whose payment account answers the membership calls from memory, with the
// local provider's shapes (tools/local-provider/src/routes/wpcom-v2/memberships.ts and
// subscribers.ts), through a stubbed `fetch`; it records what was asked.
import { testHost, type RecordingHost } from '@blockyard/block-edit-harness';
import type { SiteType } from '@blockyard/ui';
import { vi } from 'vitest';

export interface FakeMembershipsSiteOptions {
	/** False: no payment account is connected. Default true. */
	readonly connected?: boolean;
	readonly products?: readonly Record<string, unknown>[];
	readonly siteType?: SiteType;
	/** Calls that answer an error: `status`, `counts`, `product`. */
	readonly failing?: readonly ('status' | 'counts' | 'product')[];
	/** How long each answer waits, in ms. Default 0. */
	readonly delayMs?: number;
}

export interface FakeMembershipsSite {
	readonly host: RecordingHost;
	/** Every request: method, path after `wpcom/v2/`, query, and body when there is one. */
	readonly requests: { method: string; path: string; query: string; body?: unknown }[];
}

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function fakeMembershipsSite(options: FakeMembershipsSiteOptions = {}): FakeMembershipsSite {
	const { connected = true, failing = [], delayMs = 0 } = options;
	const products: Record<string, unknown>[] = [...(options.products ?? [])];
	const requests: FakeMembershipsSite['requests'] = [];
	const base = testHost();
	const host: RecordingHost = {
		...base,
		site: { ...base.site, type: options.siteType ?? 'self-hosted' },
	};
	vi.stubGlobal(
		'fetch',
		vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
			const request = input instanceof Request ? input : new Request(String(input), init);
			const url = new URL(request.url);
			const path = url.pathname.replace(/^.*\/wpcom\/v2\//, '');
			const body = request.method === 'POST' ? await request.json() : undefined;
			requests.push({ method: request.method, path, query: url.search, ...(body ? { body } : {}) });
			await new Promise((resolve) => setTimeout(resolve, delayMs));
			if (path === 'memberships/status') {
				return failing.includes('status')
					? json(
							{
								code: 'memberships_down',
								message: 'The payment service is down.',
								data: { status: 500 },
							},
							500
						)
					: json({
							site_slug: 'site.test',
							connected_account_id: connected ? 'acct_1' : null,
							connected_account_default_currency: connected ? 'eur' : null,
							products,
							...(connected ? {} : { connect_url: 'https://connect.test/stripe' }),
						});
			}
			if (path === 'subscribers/counts') {
				return failing.includes('counts')
					? json(
							{
								code: 'counts_failed',
								message: 'Counts are not available.',
								data: { status: 503 },
							},
							503
						)
					: json({ counts: { social_followers: 3, email_subscribers: 12, paid_subscribers: 2 } });
			}
			if (path === 'memberships/product' && request.method === 'POST') {
				if (failing.includes('product')) {
					return json(
						{ code: 'internal_server_error', message: 'Broken.', data: { status: 500 } },
						500
					);
				}
				const product = {
					id: 100 + products.length,
					...(body as object),
					type: null,
					is_editable: true,
				};
				products.push(product);
				return json(product);
			}
			if (path === 'memberships/products' && request.method === 'POST') {
				const { currency } = body as { currency: string };
				const made = ['one-time', '1 month', '1 year'].map((interval, index) => ({
					id: 200 + products.length + index,
					title: `Donation ${interval}`,
					currency,
					interval,
					price: 5,
					type: 'donation',
					is_editable: false,
				}));
				products.push(...made);
				return json({ products: made });
			}
			return json({ code: 'rest_no_route', message: 'No route.', data: { status: 404 } }, 404);
		})
	);
	return { host, requests };
}
