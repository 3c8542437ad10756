// The class names and data attributes of the saved donations form, shared by `save`, the
// editor's preview and the visitor's view.

export const DONATIONS_CLASS = 'wp-block-blockyard-donations';

/** `wp-block-blockyard-donations__<element>`. */
export const element = (name: string): string => `${DONATIONS_CLASS}__${name}`;

export const PANEL_CLASS = element('panel');
export const HEADING_CLASS = element('heading');
export const AMOUNTS_CLASS = element('amounts');
export const CHOOSE_CLASS = element('choose');
export const AMOUNT_CLASS = element('amount');
export const CUSTOM_CLASS = element('custom');
export const CUSTOM_TEXT_CLASS = element('custom-text');
export const CUSTOM_INPUT_CLASS = element('custom-input');
export const EXTRA_CLASS = element('extra');
export const DONATE_CLASS = element('donate');
