import { useEffect, useId, useRef, useState } from '@wordpress/element';

import { currencyFormat, currencyPrecision, type MoneyStyle } from '../../../money';
import { amountErrorMessage } from '../amount-message';
import { checkAmount, defaultTierAmount } from '../amounts';
import { element } from '../markup';

/**
 * An amount as the field shows it: the currency's decimals, the decimal mark of the money style
 * (the site's language) or else the currency's, no grouping.
 */
export function amountText(amount: number, currency: string, style?: MoneyStyle): string {
	return amount
		.toFixed(currencyPrecision(currency))
		.replace('.', style?.decimal ?? currencyFormat(currency).decimal);
}

export interface TierFieldProps {
	/** `Tier 1` … `Tier 3`. */
	readonly label: string;
	/** 0, 1 or 2: which tier, for its default. */
	readonly tier: number;
	readonly amount: number;
	readonly currency: string;
	/** The site's language's marks the amount is shown and read with; none: the currency's. */
	readonly style?: MoneyStyle | undefined;
	readonly onChange: (amount: number) => void;
}

/**
 * One suggested amount: read as typed in the currency (with the money style's marks when there
 * is one), stored when it is at least the currency's minimum, an error below the field otherwise.
 * Leaving the field empty puts the tier's default back.
 */
export function TierField({ label, tier, amount, currency, style, onChange }: TierFieldProps) {
	const id = `blockyard-donations-tier-${useId()}`;
	const [text, setText] = useState(() => amountText(amount, currency, style));
	const [invalid, setInvalid] = useState(false);

	// A change from elsewhere (the currency, the style, undo) shows in the field; what the author
	// typed stays while it still reads as the amount in the same currency and style.
	const shownWith = useRef({ currency, style });
	useEffect(() => {
		const sameMarks = shownWith.current.currency === currency && shownWith.current.style === style;
		shownWith.current = { currency, style };
		setText((current) => {
			const check = checkAmount(current, currency, style);
			return sameMarks && check.valid && check.amount === amount
				? current
				: amountText(amount, currency, style);
		});
		setInvalid(false);
	}, [amount, currency, style]);

	const errorId = `${id}-error`;
	return (
		<div className={element('tier-field')}>
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				type="text"
				inputMode="decimal"
				value={text}
				aria-invalid={invalid}
				aria-describedby={invalid ? errorId : undefined}
				onChange={(event) => {
					const next = event.target.value;
					setText(next);
					if (next.trim() === '') {
						setInvalid(false);
						return;
					}
					const check = checkAmount(next, currency, style);
					setInvalid(!check.valid);
					if (check.valid && check.amount !== amount) {
						onChange(check.amount);
					}
				}}
				onBlur={() => {
					if (text.trim() === '') {
						const fallback = defaultTierAmount(currency, tier);
						setText(amountText(fallback, currency, style));
						setInvalid(false);
						if (fallback !== amount) {
							onChange(fallback);
						}
					}
				}}
			/>
			{invalid && (
				<p id={errorId} className={element('error')} role="alert">
					{amountErrorMessage(currency, style)}
				</p>
			)}
		</div>
	);
}
