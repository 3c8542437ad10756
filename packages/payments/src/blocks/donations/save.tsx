import { RichText, useBlockProps } from '@wordpress/block-editor';

import { formatSoldMoney } from '../../money/format-sold-money';
import { moneyStyleJson } from '../../money/money-style';
import { INTERVALS, isOffered, shownIntervals } from './intervals';
import {
	AMOUNT_CLASS,
	AMOUNTS_CLASS,
	CHOOSE_CLASS,
	CUSTOM_CLASS,
	CUSTOM_INPUT_CLASS,
	CUSTOM_TEXT_CLASS,
	DONATE_CLASS,
	EXTRA_CLASS,
	HEADING_CLASS,
	PANEL_CLASS,
} from './markup';
import { savedAttributes } from './saved-attributes';
import type { DonationsAttributes } from './types';

/**
 * The visitor's donation form without its script: one panel per interval offered (one-time,
 * then monthly and yearly when shown), each with its heading, the suggested amounts as
 * buttons in the block's currency, the custom amount field when offered, the extra text and
 * the Donate button. The visitor's view turns the panels into tabs and leads the donation to
 * the checkout; without it the panels read one after the other. Nothing is saved while the
 * one-time tier is off or the site has no payment account (plan `-1`). Texts and the link go
 * through the saved-output policy. With a money style stored, the amounts are written the way
 * the site's language writes them, and the block carries the style for the visitor's view
 * (`data-money-style`), which reads a typed amount with its marks; without one, the currency's
 * own format, as before the style existed.
 */
export default function save({ attributes: saved }: { attributes: DonationsAttributes }) {
	const attributes = savedAttributes(saved);
	if (!isOffered(attributes)) {
		return null;
	}
	const shown = shownIntervals(attributes);
	const { currency, moneyStyle: style } = attributes;
	return (
		<div
			{...useBlockProps.save()}
			data-currency={currency}
			data-money-style={style === undefined ? undefined : moneyStyleJson(style)}
		>
			{INTERVALS.filter(({ interval }) => shown.includes(interval)).map(({ interval, key }) => {
				const tier = attributes[key];
				return (
					<div
						key={interval}
						className={PANEL_CLASS}
						data-interval={interval}
						data-plan-id={tier.planId === null ? undefined : String(tier.planId)}
					>
						<RichText.Content tagName="h4" className={HEADING_CLASS} value={tier.heading} />
						<fieldset className={AMOUNTS_CLASS}>
							<RichText.Content
								tagName="legend"
								className={CHOOSE_CLASS}
								value={attributes.chooseAmountText}
							/>
							{tier.amounts.map((amount, index) => (
								<button
									key={index}
									type="button"
									className={AMOUNT_CLASS}
									data-amount={String(amount)}
									aria-pressed="false"
								>
									{formatSoldMoney(amount, currency, { style }) ?? String(amount)}
								</button>
							))}
						</fieldset>
						{attributes.showCustomAmount && (
							<label className={CUSTOM_CLASS}>
								<RichText.Content
									tagName="span"
									className={CUSTOM_TEXT_CLASS}
									value={attributes.customAmountText}
								/>
								<input
									className={CUSTOM_INPUT_CLASS}
									type="text"
									inputMode="decimal"
									autoComplete="off"
								/>
							</label>
						)}
						<RichText.Content tagName="p" className={EXTRA_CLASS} value={tier.extraText} />
						<div className="wp-block-button">
							{attributes.fallbackLinkUrl ? (
								<RichText.Content
									tagName="a"
									className={`wp-block-button__link wp-element-button ${DONATE_CLASS}`}
									href={attributes.fallbackLinkUrl}
									value={tier.buttonText}
								/>
							) : (
								<RichText.Content
									tagName="button"
									type="button"
									className={`wp-block-button__link wp-element-button ${DONATE_CLASS}`}
									value={tier.buttonText}
								/>
							)}
						</div>
					</div>
				);
			})}
		</div>
	);
}
