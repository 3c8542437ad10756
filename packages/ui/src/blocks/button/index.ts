import { button } from '@wordpress/icons';

import { lazyBlockEdit } from '../../lazy/lazy-block-edit';
import { registerBlockOnce } from '../register-block-once';
import metadata from './block.json';
import save from './save';
import type { ButtonAttributes } from './types';

export const BUTTON_BLOCK_NAME = 'blockyard/button';

/** The button's name in the editor: its `label`, else (empty) the block's title. */
const buttonLabel = (attributes: ButtonAttributes): string => attributes.label?.trim() ?? '';

/**
 * Registers `blockyard/button` from its block.json. Idempotent: does nothing when a
 * block of that name is already registered. Not in the inserter: parent blocks
 * create it (`createBlock('blockyard/button', { … })`).
 *
 * @example
 * registerButtonBlock();
 */
export function registerButtonBlock(): void {
	registerBlockOnce<ButtonAttributes>(BUTTON_BLOCK_NAME, metadata, {
		icon: button,
		edit: lazyBlockEdit<ButtonAttributes>(() => import('./edit')),
		save,
		__experimentalLabel: buttonLabel,
	});
}
