import { ANN, testConnectionStore } from '@blockyard/block-edit-harness';
import { ConnectionProvider } from '@blockyard/connection';
import { HostProvider, type HostTrackingEvent } from '@blockyard/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BlockEdit, BlockEditorProvider, store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { registerPaymentsBlocks } from '../index';
import { membershipsStore } from '../memberships';
import { fakeMembershipsSite } from '../memberships/test/fake-memberships-site';
import { registerStandInBlock } from './test/stand-in-block';
import { PAID_BLOCK_EVENTS } from './tracking-events';

beforeAll(() => {
	registerPaymentsBlocks();
	// A paid block that takes payments through Stripe, as its package registers it.
	registerStandInBlock('blockyard/donations', 'The donation form');
});

afterEach(() => {
	cleanup();
	vi.unstubAllGlobals();
});

/** A donations block, selected, in an editor of a site with or without a Stripe account. */
async function renderDonations(connected: boolean) {
	const site = fakeMembershipsSite({ connected });
	const track = vi.fn<(event: HostTrackingEvent) => void>();
	const host = { ...site.host, track };
	const block = createBlock('blockyard/donations');
	function Selected() {
		const { selectBlock } = useDispatch(blockEditorStore);
		useEffect(() => {
			void selectBlock(block.clientId);
		}, [selectBlock]);
		return null;
	}
	render(
		<BlockEditorProvider value={[block]}>
			<HostProvider host={host} stores={[membershipsStore]}>
				<ConnectionProvider store={testConnectionStore()}>
					<Selected />
					<BlockEdit
						name={block.name}
						clientId={block.clientId}
						attributes={block.attributes}
						setAttributes={() => undefined}
						isSelected
					/>
				</ConnectionProvider>
			</HostProvider>
		</BlockEditorProvider>
	);
	await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
	return { site, track };
}

describe('the Stripe banner above a block that takes payments through Stripe', () => {
	it('asks to connect while the site has no Stripe account, and records Connect', async () => {
		const assign = vi.fn();
		vi.stubGlobal('location', { ...window.location, assign });
		const { track } = await renderDonations(false);

		const banner = await screen.findByRole('region', {
			name: 'Connect to Stripe to use this block on your site',
		});
		expect(banner.textContent).toContain(
			'This block will be hidden from your visitors until you connect to Stripe.'
		);
		fireEvent.click(screen.getByRole('button', { name: 'Connect' }));

		expect(assign).toHaveBeenCalledWith(
			`https://connect.test/stripe?redirect_to=${encodeURIComponent(window.location.href)}`
		);
		expect(track.mock.calls).toEqual([
			[
				{
					name: PAID_BLOCK_EVENTS.stripeConnectClick,
					props: { block: 'blockyard/donations' },
					user: ANN,
				},
			],
		]);
	});

	it('is not there once the site has one', async () => {
		const { site } = await renderDonations(true);
		await vi.waitFor(() =>
			expect(site.requests.some((request) => request.path === 'memberships/status')).toBe(true)
		);
		await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
		expect(screen.queryByRole('region', { name: /Connect to Stripe/ })).toBeNull();
		expect(screen.getByText('The donation form')).toBeTruthy();
	});
});
