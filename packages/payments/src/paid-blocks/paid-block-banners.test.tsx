import { ANN, testConnectionStore, testHost } from '@blockyard/block-edit-harness';
import { ConnectionProvider } from '@blockyard/connection';
import { usageEvents, type Api } from '@blockyard/api-client';
import { HostProvider, type HostRequiredPlan, type HostTrackingEvent } from '@blockyard/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BlockEdit, BlockEditorProvider, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, registerBlockType, type Block } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { localProviderApi } from '../../test/local-provider-api';
import { registerPaymentsBlocks } from '../index';
import { registerStandInBlock } from './test/stand-in-block';
import { PAID_BLOCK_EVENTS } from './tracking-events';

const PREMIUM: HostRequiredPlan = {
	slug: 'value_bundle',
	name: 'Premium',
	checkoutUrl: 'https://shop.test/checkout/value_bundle',
};
beforeAll(() => {
	registerPaymentsBlocks();
	// A paid block, registered after the paid blocks' filters as the package's own are.
	registerStandInBlock('blockyard/payment-button', 'The payment button’s form');
	registerBlockType('blockyard/test-paragraph', {
		apiVersion: 3,
		title: 'Test paragraph',
		category: 'text',
		attributes: {},
		edit: () => <p>A paragraph</p>,
		save: () => null,
	});
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

/**
 * A paid block with a paragraph inside, in an editor whose site lacks the plan it needs (or has
 * every plan: `requiredPlans` empty), whose host records usage events (`track`, a spy that calls
 * `site.track` when given) and may reach another site (`site.api`); `select(clientId)` selects a
 * block.
 */
function renderPaidBlock(
	requiredPlans: Record<string, HostRequiredPlan> = { 'blockyard/payment-button': PREMIUM },
	site: { readonly api?: Api; readonly track?: (event: HostTrackingEvent) => void } = {}
) {
	const track = vi.fn<(event: HostTrackingEvent) => void>(site.track);
	const base = testHost();
	const host = { ...base, api: site.api ?? base.api, site: { ...base.site, requiredPlans }, track };
	const inner = createBlock('blockyard/test-paragraph');
	const paid: Block = createBlock('blockyard/payment-button', {}, [inner]);
	const other = createBlock('blockyard/test-paragraph');
	let selectBlock: (clientId: string) => void = () => undefined;

	function Selection() {
		const { selectBlock: select } = useDispatch(blockEditorStore);
		selectBlock = (clientId) => void select(clientId);
		return null;
	}

	render(
		<BlockEditorProvider value={[paid, other]}>
			<HostProvider host={host}>
				<ConnectionProvider store={testConnectionStore()}>
					<Selection />
					<BlockEdit
						name={paid.name}
						clientId={paid.clientId}
						attributes={paid.attributes}
						setAttributes={() => undefined}
						isSelected={false}
					/>
				</ConnectionProvider>
			</HostProvider>
		</BlockEditorProvider>
	);
	const select = (clientId: string) =>
		act(() => {
			selectBlock(clientId);
		});
	return { track, select, paid, inner, other };
}

const banner = () => screen.queryByRole('region', { name: 'Premium Block' });
const eventNames = (track: ReturnType<typeof vi.fn>) =>
	track.mock.calls.map(([event]) => (event as HostTrackingEvent).name);

describe('the upgrade banner above a paid block', () => {
	it('shows while the block or an inner block is selected, over the block’s own edit', async () => {
		const { select, paid, inner, other } = renderPaidBlock();
		expect(screen.getByText('The payment button’s form')).toBeTruthy();
		expect(banner()).toBeNull();

		select(paid.clientId);
		expect(await screen.findByRole('region', { name: 'Premium Block' })).toBeTruthy();
		expect(banner()?.textContent).toContain('Upgrade to Premium to use this premium block');

		select(inner.clientId);
		expect(banner()).not.toBeNull();
		select(other.clientId);
		expect(banner()).toBeNull();
	});

	it('records one impression each time it shows', async () => {
		const { track, select, paid, inner, other } = renderPaidBlock();
		select(paid.clientId);
		await screen.findByRole('region', { name: 'Premium Block' });
		select(inner.clientId);
		select(paid.clientId);
		expect(track.mock.calls).toEqual([
			[
				{
					name: PAID_BLOCK_EVENTS.upgradeBannerImpression,
					props: { block: 'blockyard/payment-button', plan: 'value_bundle' },
					user: ANN,
				},
			],
		]);

		select(other.clientId);
		select(paid.clientId);
		expect(eventNames(track)).toEqual([
			PAID_BLOCK_EVENTS.upgradeBannerImpression,
			PAID_BLOCK_EVENTS.upgradeBannerImpression,
		]);
	});

	it('records the click on Upgrade and goes to the plan’s checkout', async () => {
		const assign = vi.fn();
		vi.stubGlobal('location', { ...window.location, assign });
		const { track, select, paid } = renderPaidBlock();
		select(paid.clientId);
		fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));

		expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeTruthy();
		expect(assign).toHaveBeenCalledWith('https://shop.test/checkout/value_bundle');
		expect(track.mock.calls.at(-1)).toEqual([
			{
				name: PAID_BLOCK_EVENTS.upgradeClick,
				props: { block: 'blockyard/payment-button', plan: 'value_bundle' },
				user: ANN,
			},
		]);
	});

	it('is not there when the site’s plan includes the block', async () => {
		const { track, select, paid } = renderPaidBlock({});
		select(paid.clientId);
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(banner()).toBeNull();
		expect(track).not.toHaveBeenCalled();
	});

	it('has its events recorded by the provider’s analytics, which reads them back', async () => {
		const api = localProviderApi();
		const sent: Promise<void>[] = [];
		const since = new Set(
			(await usageEvents.list(api, { name: PAID_BLOCK_EVENTS.upgradeBannerImpression })).map(
				(event) => event.id
			)
		);
		const assign = vi.fn();
		vi.stubGlobal('location', { ...window.location, assign });
		const { select, paid } = renderPaidBlock(undefined, {
			api,
			track: (event) => void sent.push(usageEvents.record(api, event)),
		});

		select(paid.clientId);
		fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
		await Promise.all(sent);

		const impressions = await usageEvents.list(api, { name: PAID_BLOCK_EVENTS.upgradeBannerImpression });
		expect(impressions.filter((event) => !since.has(event.id))).toEqual([
			expect.objectContaining({
				props: { block: 'blockyard/payment-button', plan: 'value_bundle' },
				user: ANN,
			}),
		]);
		const clicks = await usageEvents.list(api, { name: PAID_BLOCK_EVENTS.upgradeClick });
		expect(clicks.at(-1)).toMatchObject({
			props: { block: 'blockyard/payment-button', plan: 'value_bundle' },
			user: ANN,
		});
	});
});
