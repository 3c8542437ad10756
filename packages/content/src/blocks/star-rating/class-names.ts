/** The block's class, the base of every `__element` class it renders. */
export const BLOCK_CLASS = 'wp-block-blockyard-star-rating';

/** `wp-block-blockyard-star-rating__<element>`. */
export const element = (name: string): string => `${BLOCK_CLASS}__${name}`;
