import { RichText } from '@wordpress/block-editor';
import { __, sprintf } from '@wordpress/i18n';

import { formatMoney, type MoneyStyle } from '../../../money';
import { defaultTierAmount } from '../amounts';
import {
	AMOUNTS_CLASS,
	CHOOSE_CLASS,
	CUSTOM_CLASS,
	CUSTOM_TEXT_CLASS,
	DONATE_CLASS,
	element,
	EXTRA_CLASS,
	HEADING_CLASS,
} from '../markup';
import type { DonationsAttributes, DonationTier } from '../types';
import { TierField } from './tier-field';

export interface DonationPanelProps {
	readonly tier: DonationTier;
	readonly attributes: DonationsAttributes;
	/** The site's language's way of writing amounts (the block's snapshot); none: the currency's. */
	readonly moneyStyle?: MoneyStyle | undefined;
	readonly onChangeTier: (change: Partial<DonationTier>) => void;
	readonly setAttributes: (change: Partial<DonationsAttributes>) => void;
}

/**
 * One interval's form as the author edits it: the heading, the choose-amount text, the three
 * amounts (Tier 1 to Tier 3), the custom amount as a visitor will see it (not editable here),
 * the extra text and the Donate button's text. Amounts are shown and read in the money style
 * when the block has one.
 */
export function DonationPanel({
	tier,
	attributes,
	moneyStyle,
	onChangeTier,
	setAttributes,
}: DonationPanelProps) {
	const { currency } = attributes;
	return (
		<>
			<RichText
				tagName="h4"
				className={HEADING_CLASS}
				aria-label={__('Heading', 'blockyard')}
				placeholder={__('Write a message…', 'blockyard')}
				value={tier.heading}
				onChange={(heading: string) => onChangeTier({ heading })}
			/>
			<RichText
				tagName="p"
				className={CHOOSE_CLASS}
				aria-label={__('Choose an amount text', 'blockyard')}
				placeholder={__('Write a message…', 'blockyard')}
				value={attributes.chooseAmountText}
				onChange={(chooseAmountText: string) => setAttributes({ chooseAmountText })}
			/>
			<div className={AMOUNTS_CLASS}>
				{tier.amounts.map((amount, index) => (
					<TierField
						key={index}
						tier={index}
						/* translators: %d: 1, 2 or 3, which suggested amount the field holds. */
						label={sprintf(__('Tier %d', 'blockyard'), index + 1)}
						amount={amount}
						currency={currency}
						style={moneyStyle}
						onChange={(next) =>
							onChangeTier({
								amounts: tier.amounts.map((current, at) => (at === index ? next : current)),
							})
						}
					/>
				))}
			</div>
			{attributes.showCustomAmount && (
				<div className={CUSTOM_CLASS}>
					<RichText
						tagName="p"
						className={CUSTOM_TEXT_CLASS}
						aria-label={__('Custom amount text', 'blockyard')}
						placeholder={__('Write a message…', 'blockyard')}
						value={attributes.customAmountText}
						onChange={(customAmountText: string) => setAttributes({ customAmountText })}
					/>
					<div
						className={element('custom-preview')}
						aria-readonly="true"
						role="textbox"
						aria-label={__('Custom amount (visitors type it)', 'blockyard')}
					>
						{formatMoney(defaultTierAmount(currency, 2), currency, { style: moneyStyle })}
					</div>
				</div>
			)}
			<RichText
				tagName="p"
				className={EXTRA_CLASS}
				aria-label={__('Extra text', 'blockyard')}
				placeholder={__('Write a message…', 'blockyard')}
				value={tier.extraText}
				onChange={(extraText: string) => onChangeTier({ extraText })}
			/>
			<div className="wp-block-button">
				<RichText
					tagName="div"
					className={`wp-block-button__link wp-element-button ${DONATE_CLASS}`}
					aria-label={__('Button text', 'blockyard')}
					placeholder={__('Write a message…', 'blockyard')}
					value={tier.buttonText}
					allowedFormats={[]}
					withoutInteractiveFormatting
					onChange={(buttonText: string) => onChangeTier({ buttonText })}
				/>
			</div>
		</>
	);
}
