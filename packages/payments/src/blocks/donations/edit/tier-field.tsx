import { useEffect, useId, useState } from '@wordpress/element';

import { currencyFormat, currencyPrecision } from '../../../money';
import { amountErrorMessage } from '../amount-message';
import { checkAmount, defaultTierAmount } from '../amounts';
import { element } from '../markup';

/** An amount as the field shows it: the currency's decimals and decimal separator, no grouping. */
export function amountText(amount: number, currency: string): string {
	return amount.toFixed(currencyPrecision(currency)).replace('.', currencyFormat(currency).decimal);
}

export interface TierFieldProps {
	/** `Tier 1` … `Tier 3`. */
	readonly label: string;
	/** 0, 1 or 2: which tier, for its default. */
	readonly tier: number;
	readonly amount: number;
	readonly currency: string;
	readonly onChange: (amount: number) => void;
}

/**
 * One suggested amount: read as typed in the currency, stored when it is at least the currency's
 * minimum, an error below the field otherwise. Leaving the field empty puts the tier's default back.
 */
export function TierField({ label, tier, amount, currency, onChange }: TierFieldProps) {
	const id = `blockyard-donations-tier-${useId()}`;
	const [text, setText] = useState(() => amountText(amount, currency));
	const [invalid, setInvalid] = useState(false);

	// A change from elsewhere (the currency, undo) shows in the field.
	useEffect(() => {
		setText((current) => {
			const check = checkAmount(current, currency);
			return check.valid && check.amount === amount ? current : amountText(amount, currency);
		});
		setInvalid(false);
	}, [amount, currency]);

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
					const check = checkAmount(next, currency);
					setInvalid(!check.valid);
					if (check.valid && check.amount !== amount) {
						onChange(check.amount);
					}
				}}
				onBlur={() => {
					if (text.trim() === '') {
						const fallback = defaultTierAmount(currency, tier);
						setText(amountText(fallback, currency));
						setInvalid(false);
						if (fallback !== amount) {
							onChange(fallback);
						}
					}
				}}
			/>
			{invalid && (
				<p id={errorId} className={element('error')} role="alert">
					{amountErrorMessage(currency)}
				</p>
			)}
		</div>
	);
}
