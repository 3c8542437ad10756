import { createBlock, type Block } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { SUBMIT_BUTTON_BLOCK_NAME } from './block-names';

/** The border radius (px) of an added submit button, the same as the contact form's template. */
export const SUBMIT_BUTTON_BORDER_RADIUS = 8;

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** What makes a button the form's submit button: a saved `<button>` that cannot be removed. */
function asSubmitButton(attributes: Record<string, unknown>): Record<string, unknown> {
	const { lock, text } = attributes;
	return {
		...attributes,
		element: 'button',
		saveInPostContent: true,
		text: typeof text === 'string' && text.trim() !== '' ? text : __('Submit', 'blockyard'),
		lock: { ...(isRecord(lock) ? lock : {}), remove: true },
	};
}

/**
 * A form's inner blocks with exactly one submit button (ADR 0009): the first
 * `blockyard/button` stays where it is, made a saved `<button>` locked against removal (and
 * given the text 'Submit' when it has none); the other buttons are removed; without a button,
 * one is added at the end (label and text 'Submit', border radius 8, removal locked). Pure: the blocks
 * given are not changed, and blocks that need no change are the same objects.
 *
 * @example
 * ensureOneSubmitButton([nameField, emailField]);
 * // [nameField, emailField, createBlock('blockyard/button', { element: 'button', label: 'Submit', text: 'Submit', … })]
 */
export function ensureOneSubmitButton(blocks: readonly Block[]): Block[] {
	let hasButton = false;
	const result: Block[] = [];
	for (const block of blocks) {
		if (block.name !== SUBMIT_BUTTON_BLOCK_NAME) {
			result.push(block);
		} else if (!hasButton) {
			hasButton = true;
			result.push({ ...block, attributes: asSubmitButton(block.attributes) });
		}
	}
	if (!hasButton) {
		const submit = __('Submit', 'blockyard');
		result.push(
			createBlock(
				SUBMIT_BUTTON_BLOCK_NAME,
				asSubmitButton({ label: submit, text: submit, borderRadius: SUBMIT_BUTTON_BORDER_RADIUS })
			)
		);
	}
	return result;
}
