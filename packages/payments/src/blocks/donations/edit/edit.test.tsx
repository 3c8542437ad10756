// Node's fetch (jsdom leaves it alone) reaches the real local provider this file starts.
// @vitest-environment jsdom
import {
	renderBlockEdit,
	testConnectionStore,
	testHost,
	type RecordingHost,
} from '@blockyard/block-edit-harness';
import { ConnectionProvider } from '@blockyard/connection';
import { HostProvider } from '@blockyard/ui';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { membershipsStore } from '../../../memberships';
import { suggestedAmounts } from '../../../money';
import { registerPaidBlocks } from '../../../paid-blocks';
import { DONATIONS_BLOCK_NAME, registerDonationsBlock } from '../index';
import { donationsAttributes } from '../test/test-attributes';
import type { DonationsAttributes } from '../types';
import { startProviderForEdits } from './test/test-provider';

// Rendering the editor's components is slow on a busy machine: room for it.
configure({ asyncUtilTimeout: 10_000 });

const provider = startProviderForEdits();

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

/** The editor's user is connected: the block needs it. */
const connection = testConnectionStore();
function ConnectedUser({ children }: { readonly children: ReactNode }) {
	return <ConnectionProvider store={connection}>{children}</ConnectionProvider>;
}

/** An editor of its own each time: a fresh membership store, which loads the site's status once. */
const renderDonations = (attributes: DonationsAttributes = donationsAttributes(), host?: RecordingHost) => {
	const editorHost = host ?? provider.host();
	return renderBlockEdit<DonationsAttributes>({
		name: DONATIONS_BLOCK_NAME,
		register: registerDonationsBlock,
		attributes,
		host: editorHost,
		clientId: 'donations-1',
		wrapper: ({ children }) => (
			<HostProvider host={editorHost} stores={[membershipsStore]}>
				<ConnectedUser>{children}</ConnectedUser>
			</HostProvider>
		),
	});
};

type View = ReturnType<typeof renderDonations>;

const productsSchema = z.object({
	products: z.array(z.object({ id: z.number(), currency: z.string(), interval: z.string() })),
});

/** The site's donation products, as the status lists them. */
const donationProducts = async () =>
	productsSchema.parse(
		await provider.read('wpcom/v2/memberships/status?source=gutenberg&type=donation&is_editable=false')
	).products;

const plans = (view: View) => {
	const { oneTimeDonation, monthlyDonation, annualDonation } = view.attributes();
	return [oneTimeDonation.planId, monthlyDonation.planId, annualDonation.planId];
};

const settings = () => within(screen.getByRole('complementary', { name: 'Settings' }));
const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const tier = (number: number) =>
	screen.getByRole<HTMLInputElement>('textbox', { name: `Tier ${String(number)}` });

/** Renders the block and waits for the form: the products are known. */
async function renderReady(attributes?: DonationsAttributes) {
	const view = renderDonations(attributes);
	await screen.findByRole('tablist', { name: 'Donation frequency' });
	return view;
}

describe('the donations edit', { timeout: 60_000 }, () => {
	it('holds the post’s saving while it loads, then creates the USD products and takes their ids without an undo level', async () => {
		expect(await donationProducts()).toEqual([]);
		const markNotPersistent = vi.spyOn(
			dispatch(blockEditorStore),
			'__unstableMarkNextChangeAsNotPersistent'
		);
		const host = provider.host();
		const view = renderDonations(donationsAttributes(), host);
		await waitFor(() => expect(host.locks).toEqual(new Set(['blockyard/donations/donations-1'])));
		await screen.findByRole('tablist', { name: 'Donation frequency' });
		expect(host.locks).toEqual(new Set());
		const products = await donationProducts();
		expect(products.map(({ currency, interval }) => `${currency} ${interval}`)).toEqual([
			'USD one-time',
			'USD 1 month',
			'USD 1 year',
		]);
		await waitFor(() => expect(plans(view)).toEqual(products.map(({ id }) => id)));
		// The ids are not the author's change: no undo level.
		expect(markNotPersistent).toHaveBeenCalled();
	});

	it('reuses the products the site has, and creates no more', async () => {
		const before = await donationProducts();
		const view = await renderReady();
		await waitFor(() => expect(plans(view)).toEqual(before.map(({ id }) => id)));
		expect(await donationProducts()).toEqual(before);
	});

	it('shows One-Time alone, a Monthly tab once monthly donations are on, and falls back when they go off', async () => {
		const view = await renderReady();
		expect(tabs()).toEqual(['One-Time']);
		expect(screen.getByRole('tabpanel').querySelector('h4')?.textContent).toBe(
			'Make a one-time donation'
		);

		fireEvent.click(settings().getByRole('checkbox', { name: 'Show monthly donations' }));
		expect(view.attributes().monthlyDonation.show).toBe(true);
		expect(tabs()).toEqual(['One-Time', 'Monthly']);
		fireEvent.click(screen.getByRole('tab', { name: 'Monthly' }));
		expect(screen.getByRole('tab', { name: 'Monthly' }).getAttribute('aria-selected')).toBe('true');
		expect(screen.getByRole('tabpanel').querySelector('h4')?.textContent).toBe('Make a monthly donation');

		fireEvent.click(settings().getByRole('checkbox', { name: 'Show annual donations' }));
		expect(tabs()).toEqual(['One-Time', 'Monthly', 'Yearly']);
		fireEvent.keyDown(screen.getByRole('tab', { name: 'Monthly' }), { key: 'ArrowRight' });
		expect(screen.getByRole('tab', { name: 'Yearly' }).getAttribute('aria-selected')).toBe('true');

		fireEvent.click(settings().getByRole('checkbox', { name: 'Show annual donations' }));
		expect(tabs()).toEqual(['One-Time', 'Monthly']);
		expect(screen.getByRole('tab', { name: 'One-Time' }).getAttribute('aria-selected')).toBe('true');
	});

	it('turns the custom amount off and on, and links to the donation earnings', async () => {
		const view = await renderReady();
		expect(screen.getByRole('textbox', { name: 'Custom amount (visitors type it)' })).toBeTruthy();
		fireEvent.click(settings().getByRole('checkbox', { name: 'Show custom amount option' }));
		expect(view.attributes().showCustomAmount).toBe(false);
		expect(screen.queryByRole('textbox', { name: 'Custom amount (visitors type it)' })).toBeNull();
		// The site's audience, from the store's one load.
		expect(
			settings().getByText('Your audience: 5 email subscribers (1 paid), 12 social followers.')
		).toBeTruthy();
		const earnings = settings().getByRole('link', { name: /View donation earnings/ });
		expect(earnings.getAttribute('href')).toBe(
			`https://wordpress.com/earn/payments/${encodeURIComponent(new URL(provider.restRoot).host)}`
		);
	});

	it('takes a tier at or above the minimum, shows the error below it, and puts the default back when left empty', async () => {
		const view = await renderReady();
		expect([1, 2, 3].map((number) => tier(number).value)).toEqual(['5.00', '15.00', '100.00']);

		fireEvent.change(tier(1), { target: { value: '0.25' } });
		expect(tier(1).getAttribute('aria-invalid')).toBe('true');
		expect(screen.getByRole('alert').textContent).toBe('Enter an amount of at least $0.50.');
		expect(view.attributes().oneTimeDonation.amounts).toEqual([5, 15, 100]);

		fireEvent.change(tier(1), { target: { value: '7.5' } });
		expect(screen.queryByRole('alert')).toBeNull();
		expect(view.attributes().oneTimeDonation.amounts).toEqual([7.5, 15, 100]);

		fireEvent.change(tier(2), { target: { value: '' } });
		fireEvent.blur(tier(2));
		expect(tier(2).value).toBe('15.00');
		fireEvent.change(tier(1), { target: { value: '' } });
		fireEvent.blur(tier(1));
		expect(tier(1).value).toBe('5.00');
		expect(view.attributes().oneTimeDonation.amounts).toEqual([5, 15, 100]);
	});

	it('changes the currency from the toolbar: the suggested amounts and the products of that currency', async () => {
		const view = await renderReady();
		const toolbar = within(screen.getByRole('toolbar', { name: 'Block tools' }));
		fireEvent.click(toolbar.getByRole('button', { name: 'Change currency' }));
		fireEvent.click(await screen.findByRole('menuitem', { name: /^EUR/ }));
		expect(view.attributes().currency).toBe('EUR');
		expect(view.attributes().oneTimeDonation.amounts).toEqual([...suggestedAmounts('EUR')]);
		await waitFor(async () => {
			const euro = (await donationProducts()).filter((product) => product.currency === 'EUR');
			expect(euro).toHaveLength(3);
			expect(plans(view)).toEqual(euro.map(({ id }) => id));
		});
		// The test site is English: euros are written the English way.
		expect(tier(1).value).toBe('5.00');
		expect(view.attributes().moneyStyle).toMatchObject({ locale: 'en_US', decimal: '.' });
		fireEvent.change(tier(1), { target: { value: '0.2' } });
		expect(screen.getByRole('alert').textContent).toBe('Enter an amount of at least €0.50.');
	});

	it('shows and reads the amounts the way a German site writes them, and stores that style without an undo level', async () => {
		const markNotPersistent = vi.spyOn(
			dispatch(blockEditorStore),
			'__unstableMarkNextChangeAsNotPersistent'
		);
		const host: RecordingHost = { ...testHost({ locale: 'de_DE' }), api: provider.host().api };
		const view = renderDonations(donationsAttributes(), host);
		await screen.findByRole('tablist', { name: 'Donation frequency' });
		await waitFor(() =>
			expect(view.attributes().moneyStyle).toEqual({
				locale: 'de_DE',
				grouping: '.',
				decimal: ',',
				symbolFirst: false,
				spaced: true,
			})
		);
		expect(markNotPersistent).toHaveBeenCalled();
		expect([1, 2, 3].map((number) => tier(number).value)).toEqual(['5,00', '15,00', '100,00']);
		expect(screen.getByRole('textbox', { name: 'Custom amount (visitors type it)' }).textContent).toBe(
			'100,00\u00a0$'
		);
		fireEvent.change(tier(1), { target: { value: '0,25' } });
		expect(screen.getByRole('alert').textContent).toBe('Enter an amount of at least 0,50\u00a0$.');
		fireEvent.change(tier(1), { target: { value: '7,5' } });
		expect(screen.queryByRole('alert')).toBeNull();
		expect(view.attributes().oneTimeDonation.amounts).toEqual([7.5, 15, 100]);
	});

	it('says a stored plan the site lacks is invalid, names it not found in the sidebar, keeps it until the author puts the site’s plans in', async () => {
		const usd = (await donationProducts()).filter((product) => product.currency === 'USD');
		const view = await renderReady(
			donationsAttributes({ oneTimeDonation: { planId: 987_654 }, monthlyDonation: { show: true } })
		);
		const invalid = 'Invalid payment plan configured for this block.';
		// In the block (the Notice also speaks it to screen readers).
		expect(await screen.findByText(invalid, { selector: 'p' })).toBeTruthy();
		const lines = () =>
			within(settings().getByRole('list', { name: 'Payment plans' }))
				.getAllByRole('listitem')
				.map((item) => item.textContent);
		expect(lines()[0]).toBe('One-Time: Payment plan not found');
		expect(lines()[1]).toMatch(/^Monthly: /);
		expect(lines()[1]).not.toBe('Monthly: Payment plan not found');
		// The stored plan stays (the site's monthly one goes in, the author did not choose it).
		await waitFor(() => expect(view.attributes().monthlyDonation.planId).toBe(usd[1]?.id));
		expect(view.attributes().oneTimeDonation.planId).toBe(987_654);

		fireEvent.click(screen.getByRole('button', { name: 'Use the site’s donation plans' }));
		expect(plans(view)).toEqual(usd.map(({ id }) => id));
		expect(screen.queryByText(invalid, { selector: 'p' })).toBeNull();
		expect(lines()).not.toContain('One-Time: Payment plan not found');
	});

	it('shows the Stripe connect banner, with -1 plan ids, while the site has no payment account', async () => {
		await provider.testing('memberships', { connected: false });
		try {
			const view = renderDonations(donationsAttributes({ currency: 'GBP' }));
			expect(
				await screen.findByRole('region', {
					name: 'Connect to Stripe to use this block on your site',
				})
			).toBeTruthy();
			expect(
				screen.getByText('This block will be hidden from your visitors until you connect to Stripe.')
			).toBeTruthy();
			await waitFor(() => expect(plans(view)).toEqual([-1, -1, -1]));
			expect(screen.queryByRole('tablist')).toBeNull();
		} finally {
			await provider.testing('memberships', { connected: true });
		}
	});

	it('says it could not load the data, naming the provider’s host, and lets the post be saved', async () => {
		await provider.testing('memberships', { failing: true });
		try {
			const host = provider.host();
			renderDonations(donationsAttributes(), host);
			expect(
				await screen.findByText(`Could not load data from ${new URL(provider.restRoot).host}.`, {
					selector: '.components-placeholder__instructions',
				})
			).toBeTruthy();
			expect(screen.getByText('Donations')).toBeTruthy();
			// The message shows as the load ends; the save lock goes with it.
			await waitFor(() => expect(host.locks).toEqual(new Set()));
			expect(host.lockHistory).toEqual([
				'lock blockyard/donations/donations-1',
				'unlock blockyard/donations/donations-1',
			]);
		} finally {
			await provider.testing('memberships', { failing: false });
		}
	});

	// Last: the paid blocks' filters stay registered for the rest of the file.
	it('asks the editor’s user to connect first, and reads nothing of the payment account meanwhile', async () => {
		const host = provider.host();
		renderBlockEdit<DonationsAttributes>({
			name: DONATIONS_BLOCK_NAME,
			register: registerDonationsBlock,
			attributes: donationsAttributes(),
			host,
			clientId: 'donations-3',
		});
		expect(
			await screen.findAllByText('Connect your account to take donations on this site.')
		).not.toHaveLength(0);
		expect(screen.queryByRole('tablist')).toBeNull();
		expect(host.locks).toEqual(new Set());
	});

	it('leaves the Stripe connect banner to the paid blocks’ banner above it, where that is registered', async () => {
		await provider.testing('memberships', { connected: false });
		try {
			const view = renderBlockEdit<DonationsAttributes>({
				name: DONATIONS_BLOCK_NAME,
				register: () => {
					registerPaidBlocks();
					registerDonationsBlock();
				},
				attributes: donationsAttributes({ currency: 'CAD' }),
				host: provider.host(),
				clientId: 'donations-2',
				wrapper: ConnectedUser,
			});
			expect(
				await screen.findByText(
					'Donations need the site’s Stripe account: select the block to connect one. Visitors do not see the block until then.',
					{ selector: '.components-placeholder__instructions' }
				)
			).toBeTruthy();
			await waitFor(() => expect(plans(view)).toEqual([-1, -1, -1]));
			// The banner above is the paid blocks' (shown while the block is selected in the editor's
			// store, which the harness's block is not); the block shows none of its own.
			expect(
				screen.queryAllByRole('region', { name: 'Connect to Stripe to use this block on your site' })
			).toHaveLength(0);
		} finally {
			await provider.testing('memberships', { connected: true });
		}
	});
});
