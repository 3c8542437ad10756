import type { InnerBlockTemplate } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { FORM_FIELD_BLOCK_NAMES, fieldBlockName } from '../../../fields';

export const BUTTON_BLOCK_NAME = 'blockyard/button';

/** What a form may hold: the twelve fields and the shared button. */
export const ALLOWED_BLOCKS: readonly string[] = [...FORM_FIELD_BLOCK_NAMES, BUTTON_BLOCK_NAME];

/** The submit button's attributes (the same ones Form AI adds a missing button with). */
export const submitButtonAttributes = (text: string) => ({
	element: 'button',
	saveInPostContent: true,
	label: text,
	text,
	borderRadius: 8,
	lock: { remove: true },
});

/**
 * A new form: name and email (required), message and a Submit button that cannot be removed.
 * Translated when the form is inserted (the labels are then stored as they are).
 */
export function defaultTemplate(): InnerBlockTemplate[] {
	return [
		[fieldBlockName('name'), { label: __('Name', 'blockyard'), required: true }],
		[fieldBlockName('email'), { label: __('Email', 'blockyard'), required: true }],
		[fieldBlockName('textarea'), { label: __('Message', 'blockyard') }],
		[BUTTON_BLOCK_NAME, submitButtonAttributes(__('Submit', 'blockyard'))],
	];
}
