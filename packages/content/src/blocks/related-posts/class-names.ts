/** The block's class, the base of every `__element` class it renders (the plugin's PHP uses the same). */
export const BLOCK_CLASS = 'wp-block-blockyard-related-posts';

/** `wp-block-blockyard-related-posts__<element>`. */
export const element = (name: string): string => `${BLOCK_CLASS}__${name}`;

/** The wrapper's class for a layout: `is-grid` or `is-list`. */
export const layoutClass = (layout: 'grid' | 'list'): string => `is-${layout}`;
