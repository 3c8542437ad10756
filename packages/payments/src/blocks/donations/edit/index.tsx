import { ConnectionGate } from '@blockyard/connection';
import { useSaveLock, useHost } from '@blockyard/ui';
import { store as blockEditorStore, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { currencyDollar } from '@wordpress/icons';

import { useMemberships } from '../../../memberships';
import { suggestedAmounts } from '../../../money';
import { activeInterval, INTERVALS, shownIntervals, tierKey } from '../intervals';
import type { DonationInterval, DonationsAttributes, DonationTier } from '../types';
import { CurrencyControl } from './currency-control';
import { DonationPanel } from './donation-panel';
import { DonationsInspector } from './inspector';
import { IntervalTabs } from './interval-tabs';
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
	if (isPreview) {
		return (
			<div {...blockProps}>
				<DonationsForm {...props} />
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
	const { subscriberCounts } = useMemberships();
	const blockProps = useBlockProps();
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);
	useSaveLock(`blockyard/donations/${clientId}`, products.kind === 'loading');

	// The products' ids go into the tiers (-1 each while the site has no payment account), with
	// no undo level: the author did not make that change.
	useEffect(() => {
		if (products.kind !== 'ready' && products.kind !== 'not-connected') {
			return;
		}
		const change: Partial<DonationsAttributes> = {};
		for (const { interval, key } of INTERVALS) {
			const planId = products.plans[interval];
			if (attributes[key].planId !== planId) {
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
		default:
			content = (
				<>
					<CurrencyControl
						currency={attributes.currency}
						onChange={(currency) => {
							const amounts = [...suggestedAmounts(currency)];
							setAttributes({
								currency,
								oneTimeDonation: { ...attributes.oneTimeDonation, amounts },
								monthlyDonation: { ...attributes.monthlyDonation, amounts },
								annualDonation: { ...attributes.annualDonation, amounts },
							});
						}}
					/>
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
					/>
					<DonationsForm {...props} />
				</>
			);
	}
	return <div {...blockProps}>{content}</div>;
}

/** The tabs of the intervals offered and the active one's form. */
function DonationsForm({ attributes, setAttributes }: Props) {
	const [chosen, setChosen] = useState<DonationInterval>('one-time');
	const active = activeInterval(attributes, chosen);
	const key = tierKey(active);
	const tier: DonationTier = attributes[key];
	return (
		<IntervalTabs intervals={shownIntervals(attributes)} active={active} onSelect={setChosen}>
			<DonationPanel
				tier={tier}
				attributes={attributes}
				onChangeTier={(change) => setAttributes({ [key]: { ...tier, ...change } })}
				setAttributes={setAttributes}
			/>
		</IntervalTabs>
	);
}
