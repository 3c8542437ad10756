/** Contact Info's registered name, apart from its registration so that other blocks' edits can name it. */
export const CONTACT_INFO_BLOCK_NAME = 'blockyard/contact-info';
