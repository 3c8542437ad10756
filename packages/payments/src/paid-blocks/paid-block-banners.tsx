import { useTracker } from '@blockyard/connection';
import { useHost, type HostRequiredPlan } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import type { ReactNode } from 'react';

import { bannerShown } from './banner-choice';
import { checkoutUrlFor } from './checkout';
import { StripeConnectBanner } from './stripe-connect-banner';
import { PAID_BLOCK_EVENTS } from './tracking-events';
import { UpgradeBanner } from './upgrade-banner';
import { useStripeConnectUrl } from './use-stripe-connect-url';

export interface PaidBlockBannersProps {
	readonly name: string;
	readonly clientId: string;
	/** The plan the block needs and the site lacks, if any. */
	readonly plan: HostRequiredPlan | undefined;
	readonly takesStripePayments: boolean;
}

interface BlockEditorSelectors {
	isBlockSelected(clientId: string): boolean;
	hasSelectedInnerBlock(clientId: string, deep: boolean): boolean;
	getBlockParents(clientId: string): string[];
	getBlockName(clientId: string): string | null;
}

/** Whether the block or one of its inner blocks is selected, and the names of the blocks around it. */
function useBlockPlace(clientId: string) {
	return useSelect(
		(select) => {
			const editor = select(blockEditorStore) as unknown as BlockEditorSelectors;
			return {
				isSelected: editor.isBlockSelected(clientId) || editor.hasSelectedInnerBlock(clientId, true),
				parentNames: editor
					.getBlockParents(clientId)
					.map((parent) => editor.getBlockName(parent) ?? '')
					.join('\n'),
			};
		},
		[clientId]
	);
}

/** Calls `record` each time `shown` turns true: once per display. */
function useOncePerDisplay(shown: boolean, record: () => void): void {
	const latest = useRef(record);
	latest.current = record;
	const recorded = useRef(false);
	useEffect(() => {
		if (!shown) {
			recorded.current = false;
		} else if (!recorded.current) {
			recorded.current = true;
			latest.current();
		}
	}, [shown]);
}

/**
 * Where a banner sits above its block: a framed box with room below it for the block toolbar,
 * which floats above the selected block and would otherwise cover the banner's button. Styled
 * inline: the editor loads no stylesheet of the package outside its blocks' own.
 */
function BannerFrame({ children }: { readonly children: ReactNode }) {
	return (
		<div
			className="blockyard-paid-block-banner"
			style={{
				marginBottom: '56px',
				padding: '12px 16px',
				border: '1px solid #dcdcde',
				borderRadius: '2px',
				background: '#fff',
				color: '#1e1e1e',
				fontSize: '13px',
			}}
		>
			{children}
		</div>
	);
}

/**
 * The banner above a paid block (`banner-choice.ts` decides which, and when): 'Premium Block'
 * with Upgrade, which goes to the plan's checkout, or Stripe's Connect. Each display of the
 * upgrade banner records one impression; Upgrade and Connect record a click.
 */
export default function PaidBlockBanners({
	name,
	clientId,
	plan,
	takesStripePayments,
}: PaidBlockBannersProps) {
	const { site } = useHost();
	const recordEvent = useTracker();
	const place = useBlockPlace(clientId);
	const stripeConnectUrl = useStripeConnectUrl(takesStripePayments && plan === undefined);
	const banner = bannerShown(
		{
			name,
			isSelected: place.isSelected,
			parentNames: place.parentNames === '' ? [] : place.parentNames.split('\n'),
		},
		{ requiredPlans: site.requiredPlans, stripeConnectUrl }
	);
	const upgradePlan = banner?.kind === 'upgrade' ? banner.plan.slug : undefined;
	useOncePerDisplay(upgradePlan !== undefined, () =>
		recordEvent(PAID_BLOCK_EVENTS.upgradeBannerImpression, { block: name, plan: upgradePlan })
	);

	if (banner?.kind === 'upgrade') {
		return (
			<BannerFrame>
				<UpgradeBanner
					plan={banner.plan.name}
					checkoutUrl={checkoutUrlFor(banner.plan, window.location)}
					onClick={() =>
						recordEvent(PAID_BLOCK_EVENTS.upgradeClick, { block: name, plan: banner.plan.slug })
					}
				/>
			</BannerFrame>
		);
	}
	if (banner?.kind === 'stripe') {
		return (
			<BannerFrame>
				<StripeConnectBanner
					connectUrl={banner.connectUrl}
					onClick={() => recordEvent(PAID_BLOCK_EVENTS.stripeConnectClick, { block: name })}
				/>
			</BannerFrame>
		);
	}
	return null;
}
