/** The block's class, as WordPress derives it from its name, and its elements' classes. */
export const BLOCK_CLASS = 'wp-block-blockyard-markdown';

export const element = (name: string): string => `${BLOCK_CLASS}__${name}`;
