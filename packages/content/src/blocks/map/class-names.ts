/** The block's class, as WordPress derives it from its name, and its parts' classes. */
export const MAP_CLASS = 'wp-block-blockyard-map';

export const element = (name: string): string => `${MAP_CLASS}__${name}`;
