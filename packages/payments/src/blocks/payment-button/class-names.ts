/** The block's class, as WordPress derives it from its name. */
export const BLOCK_CLASS = 'wp-block-blockyard-payment-button';

/** The class of one part of the block: `wp-block-blockyard-payment-button__<part>`. */
export const element = (part: string): string => `${BLOCK_CLASS}__${part}`;
