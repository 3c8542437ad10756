import { CheckboxControl, SelectControl, TextareaControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { currencyFormat, PAYMENT_BUTTON_CURRENCIES } from '../../../money';
import { element } from '../class-names';
import type { PaymentButtonAttributes, PaymentButtonErrors } from '../types';

type FormAttributes = Pick<PaymentButtonAttributes, 'title' | 'content' | 'currency' | 'multiple' | 'email'>;

const currencyOptions = (current: string) => {
	const codes = PAYMENT_BUTTON_CURRENCIES.includes(current)
		? PAYMENT_BUTTON_CURRENCIES
		: [current, ...PAYMENT_BUTTON_CURRENCIES];
	return codes.map((code) => ({ value: code, label: `${code} ${currencyFormat(code).symbol}` }));
};

/** A field's props when it has a message: the message is its description, and it is marked invalid. */
const withError = (message: string | undefined) =>
	message === undefined
		? {}
		: { help: message, 'aria-invalid': true as const, className: element('has-error') };

/**
 * The product's fields: Item name, description, Currency, Price, the several-at-a-time
 * checkbox and Email, each with its message beneath it. The price is kept as typed.
 */
export function ProductForm({
	attributes,
	priceText,
	errors,
	onChange,
	onChangePrice,
}: {
	readonly attributes: FormAttributes;
	readonly priceText: string;
	readonly errors: PaymentButtonErrors;
	readonly onChange: (change: Partial<FormAttributes>) => void;
	readonly onChangePrice: (text: string) => void;
}) {
	return (
		<div className={element('fields')}>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={__('Item name', 'blockyard')}
				value={attributes.title}
				onChange={(title: string) => onChange({ title })}
				{...withError(errors.title)}
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={__('Description', 'blockyard')}
				value={attributes.content}
				onChange={(content: string) => onChange({ content })}
			/>
			<div className={element('price-fields')}>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={__('Currency', 'blockyard')}
					value={attributes.currency}
					options={currencyOptions(attributes.currency)}
					onChange={(currency: string) => onChange({ currency })}
					{...withError(errors.currency)}
				/>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={__('Price', 'blockyard')}
					inputMode="decimal"
					value={priceText}
					onChange={onChangePrice}
					{...withError(errors.price)}
				/>
			</div>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={__('Allow people to buy more than one item at a time', 'blockyard')}
				checked={attributes.multiple}
				onChange={(multiple: boolean) => onChange({ multiple })}
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={__('Email', 'blockyard')}
				type="email"
				value={attributes.email}
				onChange={(email: string) => onChange({ email })}
				{...withError(errors.email)}
				help={errors.email ?? __('Payments for this item reach you at this address.', 'blockyard')}
			/>
		</div>
	);
}
