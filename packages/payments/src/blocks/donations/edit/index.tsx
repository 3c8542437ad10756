import { ConnectionGate } from '@blockyard/connection';
import { BlockNotice, useSaveLock, useHost } from '@blockyard/ui';
import { store as blockEditorStore, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { currencyDollar } from '@wordpress/icons';

import {
	invalidProductMessage,
	productTitle,
	useMemberships,
	type MembershipsState,
} from '../../../memberships';
import { isInvalidProduct } from '../../../memberships/selectors';
import { resolveMoneyStyle, suggestedAmounts, type MoneyStyle } from '../../../money';
import { useEditorMoneyStyle } from '../../../money/use-editor-money-style';
import { activeInterval, INTERVALS, shownIntervals, tierKey } from '../intervals';
import type { DonationInterval, DonationsAttributes, DonationTier } from '../types';
import { CurrencyControl } from './currency-control';
import { DonationPanel } from './donation-panel';
import { DonationsInspector } from './inspector';
import { intervalLabel, IntervalTabs } from './interval-tabs';
import { StripeConnectPlace } from '../../../paid-blocks';
import { LoadFailedPlaceholder, NotConnectedPlaceholder } from './placeholders';
import { useDonationProducts } from './use-donation-products';

type Props = BlockEditProps<DonationsAttributes>;

/** Where the site's donation earnings are shown, for the site `siteSlug`. */
export const earningsUrl = (siteSlug: string): string =>
	`https://wordpress.com/earn/payments/${encodeURIComponent(siteSlug)}`;

/** The host name of the provider the block asks for the payment status, for the error. */
function providerHost(hostedRoot: string): string {
	try {
		return new URL(hostedRoot, globalThis.location?.href).host;
	} catch {
		return hostedRoot;
	}
}

/**
 * Whether a stored plan id names a product the site does not have (asked once the products are
 * known): a real id (not `null`, not `-1`) that the site's products lack.
 */
function namesNoProduct(state: MembershipsState, planId: number | null): boolean {
	return planId !== null && planId > 0 && isInvalidProduct(state, planId);
}

/**
 * The donations form in the editor. An inserter preview shows the form alone; otherwise, once
 * the user is connected (the Connect placeholder before), it reads the site's payment status from the
 * editor's membership store (post saving waits meanwhile), takes the donation products of the
 * block's currency into the plan ids (the store makes them once when the site has none), and shows the Connect placeholder while the site has
 * no payment account, or the error placeholder when the status cannot be read.
 */
export default function DonationsEdit(props: Props) {
	const isPreview = useSelect(
		(select) =>
			Boolean(
				(select(blockEditorStore).getSettings() as { __unstableIsPreviewMode?: boolean })
					.__unstableIsPreviewMode
			),
		[]
	);
	const blockProps = useBlockProps();
	const storedStyle = props.attributes.moneyStyle;
	const previewStyle = useMemo(() => resolveMoneyStyle(storedStyle), [storedStyle]);
	if (isPreview) {
		return (
			<div {...blockProps}>
				<DonationsForm {...props} moneyStyle={previewStyle} />
			</div>
		);
	}
	// The payment account is the site owner's on the provider: the editor's user must be connected.
	return (
		<ConnectionGate
			blockProps={blockProps}
			from="donations"
			title={__('Donations', 'blockyard')}
			icon={currencyDollar}
			instructions={__('Connect your account to take donations on this site.', 'blockyard')}
			notSetUp={__(
				'The donations form is not set up in this editor. Ask the site’s administrator to activate Blockyard.',
				'blockyard'
			)}
		>
			<ConnectedDonations {...props} />
		</ConnectionGate>
	);
}

function ConnectedDonations(props: Props) {
	const { attributes, setAttributes, clientId } = props;
	const { api } = useHost();
	const products = useDonationProducts(attributes.currency);
	// The same load as the products': the store's.
	const memberships = useMemberships();
	const { subscriberCounts } = memberships;
	const blockProps = useBlockProps();
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);
	useSaveLock(`blockyard/donations/${clientId}`, products.kind === 'loading');
	// The site's language's way of writing amounts, kept in the block for its save.
	const moneyStyle = useEditorMoneyStyle(attributes.currency, attributes.moneyStyle, setAttributes);

	// The products' ids go into the tiers (-1 each while the site has no payment account), with
	// no undo level: the author did not make that change. A stored plan the site does not have
	// is kept: the block says so, and the author chooses to put the site's plans in.
	useEffect(() => {
		if (products.kind !== 'ready' && products.kind !== 'not-connected') {
			return;
		}
		const change: Partial<DonationsAttributes> = {};
		for (const { interval, key } of INTERVALS) {
			const planId = products.plans[interval];
			const stored = attributes[key].planId;
			if (stored !== planId && !(products.kind === 'ready' && namesNoProduct(memberships, stored))) {
				change[key] = { ...attributes[key], planId };
			}
		}
		if (Object.keys(change).length > 0) {
			markNextChangeAsNotPersistent();
			setAttributes(change);
		}
		// Only a new answer changes the ids; the tiers' other edits keep them.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [products]);

	let content;
	switch (products.kind) {
		case 'loading':
			content = <Spinner />;
			break;
		case 'failed':
			content = <LoadFailedPlaceholder host={providerHost(api.roots.hosted)} />;
			break;
		case 'not-connected':
			content = (
				<StripeConnectPlace connectUrl={products.connectUrl}>
					<NotConnectedPlaceholder />
				</StripeConnectPlace>
			);
			break;
		default: {
			const { plans } = products;
			const shown = INTERVALS.filter(
				({ interval, key }) => interval === 'one-time' || attributes[key].show
			);
			const invalidMessage = shown
				.map(({ key }) => attributes[key].planId)
				.filter((planId) => namesNoProduct(memberships, planId))
				.map((planId) => invalidProductMessage(memberships, planId))
				.find((message) => message !== undefined);
			const planLines = shown.flatMap(({ interval, key }) => {
				const planId = attributes[key].planId;
				return planId === null || planId === -1
					? []
					: [
							sprintf(
								/* translators: 1: an interval's tab name (One-Time, Monthly, Yearly), 2: the title of the payment plan it uses. */
								__('%1$s: %2$s', 'blockyard'),
								intervalLabel(interval),
								productTitle(memberships, planId)
							),
						];
			});
			content = (
				<>
					<CurrencyControl
						currency={attributes.currency}
						onChange={(currency) => {
							// The plan ids go with the currency: those of the new one are put in once known.
							const amounts = [...suggestedAmounts(currency)];
							setAttributes({
								currency,
								oneTimeDonation: { ...attributes.oneTimeDonation, amounts, planId: null },
								monthlyDonation: { ...attributes.monthlyDonation, amounts, planId: null },
								annualDonation: { ...attributes.annualDonation, amounts, planId: null },
							});
						}}
					/>
					{invalidMessage !== undefined && (
						<BlockNotice status="warning">
							<p>{invalidMessage}</p>
							<Button
								variant="secondary"
								onClick={() =>
									setAttributes({
										oneTimeDonation: {
											...attributes.oneTimeDonation,
											planId: plans['one-time'],
										},
										monthlyDonation: {
											...attributes.monthlyDonation,
											planId: plans['1 month'],
										},
										annualDonation: {
											...attributes.annualDonation,
											planId: plans['1 year'],
										},
									})
								}
							>
								{__('Use the site’s donation plans', 'blockyard')}
							</Button>
						</BlockNotice>
					)}
					<DonationsInspector
						showMonthly={attributes.monthlyDonation.show}
						showAnnual={attributes.annualDonation.show}
						showCustomAmount={attributes.showCustomAmount}
						onChangeShowMonthly={(show) =>
							setAttributes({ monthlyDonation: { ...attributes.monthlyDonation, show } })
						}
						onChangeShowAnnual={(show) =>
							setAttributes({ annualDonation: { ...attributes.annualDonation, show } })
						}
						onChangeShowCustomAmount={(showCustomAmount) => setAttributes({ showCustomAmount })}
						earningsUrl={products.siteSlug ? earningsUrl(products.siteSlug) : undefined}
						subscriberCounts={subscriberCounts}
						planLines={planLines}
					/>
					<DonationsForm {...props} moneyStyle={moneyStyle} />
				</>
			);
		}
	}
	return <div {...blockProps}>{content}</div>;
}

/** The tabs of the intervals offered and the active one's form, its amounts in `moneyStyle`. */
function DonationsForm({
	attributes,
	setAttributes,
	moneyStyle,
}: Props & { readonly moneyStyle: MoneyStyle | undefined }) {
	const [chosen, setChosen] = useState<DonationInterval>('one-time');
	const active = activeInterval(attributes, chosen);
	const key = tierKey(active);
	const tier: DonationTier = attributes[key];
	return (
		<IntervalTabs intervals={shownIntervals(attributes)} active={active} onSelect={setChosen}>
			<DonationPanel
				tier={tier}
				attributes={attributes}
				moneyStyle={moneyStyle}
				onChangeTier={(change) => setAttributes({ [key]: { ...tier, ...change } })}
				setAttributes={setAttributes}
			/>
		</IntervalTabs>
	);
}
