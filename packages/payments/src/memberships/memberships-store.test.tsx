import { HostProvider } from '@blockyard/ui';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerPaymentsBlocks } from '../index';
import { invalidProductMessage, productTitle } from './product-messages';
import { membershipsStore } from './store';
import { fakeMembershipsSite, type FakeMembershipsSite } from './test/fake-memberships-site';
import type { MembershipsHost } from './types';
import { useMemberships } from './use-memberships';
import { useDonationProducts } from '../blocks/donations/edit/use-donation-products';

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

const PLAN = { id: 7, title: 'Gold', interval: '1 month', price: 5, currency: 'USD', type: null };

function editor(site: FakeMembershipsSite) {
	return function Editor({ children }: { readonly children?: ReactNode }) {
		return (
			<HostProvider host={site.host} stores={[membershipsStore]}>
				{children}
			</HostProvider>
		);
	};
}

/** A registry of one editor with the store, for the actions and selectors without React. */
function storeOf() {
	const registry = createRegistry({});
	registry.register(membershipsStore);
	return { dispatch: registry.dispatch(membershipsStore), select: registry.select(membershipsStore) };
}

describe('useMemberships', () => {
	it('loads the plans, the account and the subscriber counts once for every block that asks', async () => {
		const site = fakeMembershipsSite({ products: [PLAN], delayMs: 20 });
		const { result } = renderHook(() => [useMemberships(), useMemberships(), useMemberships()] as const, {
			wrapper: editor(site),
		});
		expect(result.current[0].apiState).toBe(0);

		await waitFor(() => expect(result.current[0].apiState).toBe(1));
		expect(result.current[2]).toEqual({
			products: [{ id: 7, title: 'Gold', interval: '1 month', price: 5, currency: 'USD' }],
			apiState: 1,
			connectUrl: undefined,
			siteSlug: 'site.test',
			connectedAccountDefaultCurrency: 'EUR',
			subscriberCounts: { socialFollowers: 3, emailSubscribers: 12, paidSubscribers: 2 },
			isLoading: false,
			connection: 'connected',
			donationProducts: {},
		});
		expect(site.requests.map(({ method, path, query }) => `${method} ${path}${query}`)).toEqual([
			'GET memberships/status?source=gutenberg&type=all',
			'GET subscribers/counts',
		]);
	});

	it('asks as the editor of a simple site on one', async () => {
		const site = fakeMembershipsSite({ siteType: 'simple' });
		const { result } = renderHook(() => useMemberships(), { wrapper: editor(site) });
		await waitFor(() => expect(result.current.apiState).toBe(1));
		expect(site.requests[0]?.query).toContain('source=gutenberg-wpcom');
	});

	it('sets the API state to 2 and keeps where to connect when no account is connected', async () => {
		const site = fakeMembershipsSite({ connected: false });
		const { result } = renderHook(() => useMemberships(), { wrapper: editor(site) });
		await waitFor(() => expect(result.current.apiState).toBe(2));
		expect(result.current.connectUrl).toBe('https://connect.test/stripe');
		expect(site.host.notices).toEqual([]);
	});

	it.each([
		['status', 'The payment service is down.'],
		['counts', 'Counts are not available.'],
	] as const)(
		'shows the server message when the %s call fails, and sets the API state to 2',
		async (call, message) => {
			const site = fakeMembershipsSite({ failing: [call] });
			const { result } = renderHook(() => useMemberships(), { wrapper: editor(site) });
			await waitFor(() => expect(result.current.apiState).toBe(2));
			expect(site.host.notices).toEqual([{ status: 'error', message }]);
			// A failed load is not retried by every render.
			await new Promise((resolve) => setTimeout(resolve, 30));
			expect(site.requests).toHaveLength(2);
		}
	);

	it('keeps each editor’s products apart', async () => {
		const first = fakeMembershipsSite({ products: [PLAN] });
		const one = renderHook(() => useMemberships(), { wrapper: editor(first) });
		await waitFor(() => expect(one.result.current.products).toHaveLength(1));
		const second = fakeMembershipsSite({ products: [] });
		const two = renderHook(() => useMemberships(), { wrapper: editor(second) });
		await waitFor(() => expect(two.result.current.apiState).toBe(1));
		expect(two.result.current.products).toEqual([]);
		expect(one.result.current.products).toHaveLength(1);
	});
});

describe('loadMemberships', () => {
	it('makes one request of each kind when loads run at the same time', async () => {
		const site = fakeMembershipsSite({ delayMs: 20 });
		const { dispatch, select: selectors } = storeOf();
		await Promise.all([dispatch.loadMemberships(site.host), dispatch.loadMemberships(site.host)]);
		await waitFor(() => expect(selectors.getApiState()).toBe(1));
		expect(site.requests.map(({ path }) => path)).toEqual(['memberships/status', 'subscribers/counts']);
		expect(selectors.isLoading()).toBe(false);
	});
});

describe('the selectors', () => {
	it('call a product id invalid when one is given and the site has no product with it', async () => {
		const site = fakeMembershipsSite({ products: [PLAN] });
		const { dispatch, select: selectors } = storeOf();
		await dispatch.loadMemberships(site.host);
		expect(selectors.getProducts()).toHaveLength(1);
		expect(selectors.isInvalidProduct(7)).toBe(false);
		expect(selectors.isInvalidProduct(8)).toBe(true);
		expect(selectors.isInvalidProduct(0)).toBe(false);
		expect(selectors.isInvalidProduct(undefined)).toBe(false);
		expect(selectors.getConnectUrl()).toBeUndefined();
	});

	it('start a new product as a monthly subscription of 5 USD', () => {
		const { select: selectors } = storeOf();
		expect(selectors.getNewProduct()).toEqual({
			title: 'Monthly Subscription',
			currency: 'USD',
			price: 5,
			interval: '1 month',
		});
		expect(selectors.getNewProduct()).toBe(selectors.getNewProduct());
	});
});

describe('createProduct', () => {
	const product = { title: 'Supporter', price: 5, currency: 'USD', interval: '1 month' };

	it.each([
		['payment-plan', { title: ' ' }, 'Payment plan requires a name'],
		['subscription', { title: '' }, 'Subscription requires a name'],
		['payment-plan', { price: 'abc' }, 'Payment plan requires a valid price'],
		['subscription', { price: Number.NaN }, 'Subscription requires a valid price'],
		['subscription', { price: -1 }, 'Subscription requires a valid price'],
		['payment-plan', { price: 0.4 }, 'Minimum allowed price is $0.50.'],
		['subscription', { price: '0,20', currency: 'EUR' }, 'Minimum allowed price is €0,50.'],
		['payment-plan', { price: 49, currency: 'JPY' }, 'Minimum allowed price is ¥50.'],
	] as const)('refuses a %s with %o: "%s", without asking the site', async (kind, change, message) => {
		const site = fakeMembershipsSite();
		const { dispatch, select: selectors } = storeOf();
		await expect(
			dispatch.createProduct(site.host, kind, { ...product, ...change })
		).resolves.toBeUndefined();
		expect(site.host.notices).toEqual([{ status: 'error', message }]);
		expect(site.requests).toEqual([]);
		expect(selectors.getProducts()).toEqual([]);
	});

	it('creates the product with the price read in its currency, and adds it to the products', async () => {
		const site = fakeMembershipsSite();
		const { dispatch, select: selectors } = storeOf();
		const created = await dispatch.createProduct(site.host, 'payment-plan', {
			...product,
			title: ' Supporter ',
			price: '1.000,50',
			currency: 'EUR',
		});
		expect(created).toEqual({
			id: 100,
			title: 'Supporter',
			interval: '1 month',
			price: 1000.5,
			currency: 'EUR',
		});
		expect(site.requests).toEqual([
			{
				method: 'POST',
				path: 'memberships/product',
				query: '',
				body: { title: 'Supporter', price: 1000.5, currency: 'EUR', interval: '1 month' },
			},
		]);
		expect(selectors.getProducts()).toEqual([created]);
		expect(selectors.isInvalidProduct(100)).toBe(false);
		expect(site.host.notices).toEqual([]);
	});

	it.each([
		['payment-plan', 'There was an error when adding the payment plan.'],
		['subscription', 'There was an error when adding the subscription.'],
	] as const)('shows "%s" failing as "%s"', async (kind, message) => {
		const site = fakeMembershipsSite({ failing: ['product'] });
		const { dispatch } = storeOf();
		await expect(dispatch.createProduct(site.host, kind, product)).resolves.toBeUndefined();
		expect(site.host.notices).toEqual([{ status: 'error', message }]);
	});
});

describe('the store, registered on first use', () => {
	it('comes with the first block that reads it, in its editor’s registry, not with registering the blocks', async () => {
		registerPaymentsBlocks();
		const site = fakeMembershipsSite({ products: [PLAN] });
		const page = createRegistry();
		const { result } = renderHook(() => useMemberships(), {
			wrapper: ({ children }: { readonly children?: ReactNode }) => (
				<RegistryProvider value={page}>
					<HostProvider host={site.host}>{children}</HostProvider>
				</RegistryProvider>
			),
		});
		await waitFor(() => expect(result.current.products.map((plan) => plan.id)).toEqual([PLAN.id]));
		expect(page.select(membershipsStore)).toBeUndefined();
	});
});

// The host type the actions take is what a BlockyardHost offers.
export type { MembershipsHost };

describe('the payment provider’s connection', () => {
	it('is loading while the status loads, then connected, not connected or failed', async () => {
		const connected = storeOf();
		const site = fakeMembershipsSite({ delayMs: 10 });
		expect(connected.select.getConnectionState()).toBe('not-loaded');
		const loading = connected.dispatch.loadMemberships(site.host);
		expect(connected.select.getConnectionState()).toBe('loading');
		await loading;
		expect(connected.select.getConnectionState()).toBe('connected');

		const notConnected = storeOf();
		await notConnected.dispatch.loadMemberships(fakeMembershipsSite({ connected: false }).host);
		expect(notConnected.select.getConnectionState()).toBe('not-connected');

		const failed = storeOf();
		await failed.dispatch.loadMemberships(fakeMembershipsSite({ failing: ['status'] }).host);
		expect(failed.select.getConnectionState()).toBe('failed');
		expect(failed.select.getApiState()).toBe(2);
	});
});

describe('a block’s product', () => {
	it('is invalid, with its message, when the block names a product the site lacks; a picker calls it not found', async () => {
		const { dispatch, select } = storeOf();
		expect(invalidProductMessage(select.getMembershipsState(), 99)).toBeUndefined();
		await dispatch.loadMemberships(fakeMembershipsSite({ products: [PLAN] }).host);
		expect(invalidProductMessage(select.getMembershipsState(), 99)).toBe(
			'Invalid payment plan configured for this block.'
		);
		expect(invalidProductMessage(select.getMembershipsState(), 7)).toBeUndefined();
		expect(invalidProductMessage(select.getMembershipsState(), 0)).toBeUndefined();
		expect(productTitle(select.getMembershipsState(), 7)).toBe('Gold');
		expect(productTitle(select.getMembershipsState(), 99)).toBe('Payment plan not found');
	});
});

describe('createDonationProducts', () => {
	it('makes one set of donation products when two blocks ask at once, and none when the site has them', async () => {
		const site = fakeMembershipsSite();
		const { dispatch, select } = storeOf();
		await dispatch.loadMemberships(site.host);
		await Promise.all([
			dispatch.createDonationProducts(site.host, 'USD'),
			dispatch.createDonationProducts(site.host, 'USD'),
		]);
		const made = site.requests.filter(({ path }) => path === 'memberships/products');
		expect(made).toEqual([
			{
				method: 'POST',
				path: 'memberships/products',
				query: '',
				body: { type: 'donation', currency: 'USD', is_editable: false },
			},
		]);
		expect(select.getProducts().filter(({ type }) => type === 'donation')).toHaveLength(3);
		expect(select.getDonationProductsState('USD')).toBeUndefined();

		await dispatch.createDonationProducts(site.host, 'USD');
		expect(site.requests.filter(({ path }) => path === 'memberships/products')).toHaveLength(1);
	});

	it('makes none while the site has no payment account', async () => {
		const site = fakeMembershipsSite({ connected: false });
		const { dispatch } = storeOf();
		await dispatch.loadMemberships(site.host);
		await dispatch.createDonationProducts(site.host, 'USD');
		expect(site.requests.filter(({ path }) => path === 'memberships/products')).toEqual([]);
	});
});

describe('two donations blocks in one editor', () => {
	it('share one status load and make one set of products', async () => {
		const site = fakeMembershipsSite({ delayMs: 5 });
		const { result } = renderHook(
			() => [useDonationProducts('USD'), useDonationProducts('USD')] as const,
			{ wrapper: editor(site) }
		);
		await waitFor(() => expect(result.current[0].kind).toBe('ready'));
		expect(result.current[1]).toEqual(result.current[0]);
		expect(site.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
			'GET memberships/status',
			'GET subscribers/counts',
			'POST memberships/products',
		]);
	});
});
