import { getBlockType, registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import { button } from '@wordpress/icons';

import { lazyBlockEdit } from '../../lazy/lazy-block-edit';
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
	if (getBlockType(BUTTON_BLOCK_NAME)) {
		return;
	}
	registerBlockType<ButtonAttributes>(
		// JSON imports widen string unions (`enum`) to `string`; block.json is what the registry checks.
		{ ...metadata, name: BUTTON_BLOCK_NAME } as unknown as BlockConfiguration<ButtonAttributes>,
		{
			icon: button,
			edit: lazyBlockEdit<ButtonAttributes>(() => import('./edit')),
			save,
			__experimentalLabel: buttonLabel,
		}
	);
}
