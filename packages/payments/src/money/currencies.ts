import { MONEY_CONTRACT } from '@blockyard/api-client';

import { FALLBACK, soldCurrencyFormat, type CurrencyFormat } from './sold-currencies';

/**
 * The currency table: for each ISO 4217 code the symbol shown before an amount, the character that
 * groups thousands, the decimal mark and the number of decimals.
 *
 * Symbols and marks follow the WordPress.com platform's table (the `@automattic/format-currency`
 * package), so an amount reads the same here as on the platform. Four rows differ from that table
 * on purpose, taking the common locale data instead, because the platform's marks are characters
 * nobody types as separators: DKK groups with '.', IRR uses ',' and '.', KGS, KZT and TJS use a
 * space and ','. Spaces that group thousands are no-break spaces, so an amount never wraps
 * between its groups.
 *
 * Decimals are ISO 4217's minor units (JPY 0, BHD 3, HUF 2, …). BTC, TVD and WON are not ISO codes
 * and keep the platform's 2 decimals; BYR, MRO, MTL, SDD, STD, VEB and VEF are withdrawn codes kept
 * so amounts stored with them still format.
 *
 * A row is the symbol alone when the currency uses ',' to group, '.' for decimals and 2 decimals,
 * and otherwise [symbol, grouping, decimal, decimals]: the table ships in the blocks' bundle, so
 * it stays short.
 *
 * The currencies the blocks sell in (donations, membership products, the payment button) are
 * not here: their rows are the money contract's (`MONEY_CONTRACT` of `@blockyard/api-client`),
 * which the local provider checks prices with too.
 */
type Row = string | readonly [symbol: string, grouping: string, decimal: string, precision: number];

const TABLE: Readonly<Record<string, Row>> = {
	AED: 'د.إ.\u200f',
	AFN: '؋',
	ALL: ['Lek', '.', ',', 2],
	AMD: '֏',
	ANG: 'ƒ',
	AOA: 'Kz',
	ARS: ['$', '.', ',', 2],
	AWG: 'ƒ',
	AZN: ['₼', '\u00a0', ',', 2],
	BAM: ['КМ', '.', ',', 2],
	BBD: 'Bds$',
	BDT: '৳',
	BGN: ['лв.', '\u00a0', ',', 2],
	BHD: ['د.ب.\u200f', ',', '.', 3],
	BIF: ['FBu', ',', '.', 0],
	BMD: '$',
	BND: ['$', '.', ',', 2],
	BOB: ['Bs', '.', ',', 2],
	BSD: '$',
	BTC: 'Ƀ',
	BTN: 'Nu.',
	BWP: 'P',
	BYR: ['р.', '\u00a0', ',', 0],
	BZD: 'BZ$',
	CDF: 'FC',
	CLP: ['$', '.', ',', 0],
	CNY: '¥',
	COP: ['$', '.', ',', 2],
	CRC: ['₡', '.', ',', 2],
	CUC: 'CUC',
	CUP: '$MN',
	CVE: '$',
	DJF: ['Fdj', ',', '.', 0],
	DOP: 'RD$',
	DZD: 'د.ج.\u200f',
	EGP: 'ج.م.\u200f',
	ERN: 'Nfk',
	ETB: 'ETB',
	FJD: 'FJ$',
	FKP: '£',
	GEL: ['Lari', '\u00a0', ',', 2],
	GHS: '₵',
	GIP: '£',
	GMD: 'D',
	GNF: ['FG', ',', '.', 0],
	GTQ: 'Q',
	GYD: 'G$',
	HNL: 'L.',
	HRK: ['kn', '.', ',', 2],
	HTG: 'G',
	IDR: ['Rp', '.', ',', 2],
	IQD: ['د.ع.\u200f', ',', '.', 3],
	IRR: '﷼',
	ISK: ['kr.', '.', ',', 0],
	JMD: 'J$',
	JOD: ['د.ا.\u200f', ',', '.', 3],
	KES: 'S',
	KGS: ['сом', '\u00a0', ',', 2],
	KHR: '៛',
	KMF: ['CF', ',', '.', 0],
	KPW: '₩',
	KRW: ['₩', ',', '.', 0],
	KWD: ['د.ك.\u200f', ',', '.', 3],
	KYD: '$',
	KZT: ['₸', '\u00a0', ',', 2],
	LAK: '₭',
	LBP: 'ل.ل.\u200f',
	LKR: '₨',
	LRD: 'L$',
	LSL: 'M',
	LYD: ['د.ل.\u200f', ',', '.', 3],
	MAD: 'د.م.\u200f',
	MDL: 'lei',
	MGA: 'Ar',
	MKD: ['ден.', '.', ',', 2],
	MMK: 'K',
	MNT: ['₮', '\u00a0', ',', 2],
	MOP: 'MOP$',
	MRO: 'UM',
	MTL: '₤',
	MUR: '₨',
	MVR: 'MVR',
	MWK: 'MK',
	MZN: 'MT',
	NAD: 'N$',
	NGN: '₦',
	NIO: 'C$',
	NPR: '₨',
	OMR: ['﷼', ',', '.', 3],
	PAB: 'B/.',
	PEN: 'S/.',
	PGK: 'K',
	PKR: '₨',
	PYG: ['₲', '.', ',', 0],
	QAR: '﷼',
	RON: ['lei', '.', ',', 2],
	RSD: ['Дин.', '.', ',', 2],
	RWF: ['RWF', '\u00a0', ',', 0],
	SAR: '﷼',
	SBD: 'S$',
	SCR: '₨',
	SDD: 'LSd',
	SDG: '£\u200f',
	SHP: '£',
	SLL: 'Le',
	SOS: 'S',
	SRD: '$',
	STD: 'Db',
	SVC: '₡',
	SYP: '£',
	SZL: 'E',
	TJS: ['TJS', '\u00a0', ',', 2],
	TMT: ['m', '\u00a0', ',', 2],
	TND: ['د.ت.\u200f', ',', '.', 3],
	TOP: 'T$',
	TRY: ['TL', '.', ',', 2],
	TTD: 'TT$',
	TVD: '$T',
	TZS: 'TSh',
	UAH: ['₴', '\u00a0', ',', 2],
	UGX: ['USh', ',', '.', 0],
	UYU: ['$U', '.', ',', 2],
	UZS: ['сўм', '\u00a0', ',', 2],
	VEB: 'Bs.',
	VEF: ['Bs. F.', '.', ',', 2],
	VND: ['₫', '.', ',', 0],
	VUV: ['VT', ',', '.', 0],
	WON: '₩',
	WST: 'WS$',
	XAF: ['F', ',', '.', 0],
	XCD: '$',
	XOF: ['F', '\u00a0', ',', 0],
	XPF: ['F', ',', '.', 0],
	YER: '﷼',
	ZAR: ['R', '\u00a0', ',', 2],
	ZMW: 'ZK',
};

/** Every currency code of the table and the money contract, in alphabetical order. */
export const CURRENCY_CODES: readonly string[] = [
	...Object.keys(TABLE),
	...Object.keys(MONEY_CONTRACT.currencies),
].sort();

/**
 * The way amounts of a currency are written. A code outside the table (or in the wrong case) gets
 * the fallback: '$', ',', '.', 2.
 *
 * @example
 * currencyFormat('EUR'); // { symbol: '€', grouping: '.', decimal: ',', precision: 2 }
 */
export function currencyFormat(currency: string): CurrencyFormat {
	const sold = soldCurrencyFormat(currency);
	if (sold !== undefined) {
		return sold;
	}
	const row = Object.hasOwn(TABLE, currency) ? TABLE[currency] : undefined;
	if (row === undefined) {
		return FALLBACK;
	}
	if (typeof row === 'string') {
		return { ...FALLBACK, symbol: row };
	}
	const [symbol, grouping, decimal, precision] = row;
	return { symbol, grouping, decimal, precision };
}

/**
 * The number of decimals of a currency (2 for a code outside the table).
 *
 * @example
 * currencyPrecision('JPY'); // 0
 */
export function currencyPrecision(currency: string): number {
	return currencyFormat(currency).precision;
}
