export { CURRENCY_CODES, currencyFormat, currencyPrecision } from './currencies';
export type { CurrencyFormat } from './sold-currencies';
export { formatSoldMoney } from './format-sold-money';
export { formatMoney } from './format-money';
export type { FormatMoneyOptions } from './format-money';
export { parseAmount } from './parse-amount';
export { DONATION_CURRENCIES, PAYMENT_BUTTON_CURRENCIES, minimumPrice, suggestedAmounts } from './minimums';
