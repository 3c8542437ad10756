import { getBlockType, getBlockTypes } from '@wordpress/blocks';
import { describe, expect, it } from 'vitest';

import { registerContentBlocks } from '../../index';
import { ADDRESS_BLOCK_NAME } from '../address';
import { EMAIL_BLOCK_NAME } from '../email';
import { PHONE_BLOCK_NAME } from '../phone';
import { CONTACT_INFO_ALLOWED_BLOCKS, CONTACT_INFO_TEMPLATE } from './allowed-blocks';
import { CONTACT_INFO_BLOCK_NAME, registerContactInfoBlock } from './index';

describe('registerContactInfoBlock', () => {
	it('registers Contact Info and the three blocks that live only inside it, once', () => {
		registerContactInfoBlock();
		registerContactInfoBlock();
		registerContentBlocks();

		const names = [CONTACT_INFO_BLOCK_NAME, EMAIL_BLOCK_NAME, PHONE_BLOCK_NAME, ADDRESS_BLOCK_NAME];
		expect(names).toEqual([
			'blockyard/contact-info',
			'blockyard/email',
			'blockyard/phone',
			'blockyard/address',
		]);
		for (const name of names) {
			expect(getBlockTypes().filter((type) => type.name === name)).toHaveLength(1);
			expect(getBlockType(name)?.apiVersion).toBe(3);
		}
		expect(getBlockType(CONTACT_INFO_BLOCK_NAME)?.title).toBe('Contact Info');
		expect(getBlockType(CONTACT_INFO_BLOCK_NAME)?.parent).toBeUndefined();
		for (const child of [EMAIL_BLOCK_NAME, PHONE_BLOCK_NAME, ADDRESS_BLOCK_NAME]) {
			expect(getBlockType(child)?.parent).toEqual([CONTACT_INFO_BLOCK_NAME]);
		}
	});

	it('allows its children, the map, business hours, markdown and common core blocks; starts with email, phone, address', () => {
		expect(CONTACT_INFO_ALLOWED_BLOCKS).toEqual(
			expect.arrayContaining([
				EMAIL_BLOCK_NAME,
				PHONE_BLOCK_NAME,
				ADDRESS_BLOCK_NAME,
				'blockyard/map',
				'blockyard/business-hours',
				'blockyard/markdown',
				'core/paragraph',
				'core/heading',
			])
		);
		expect(
			CONTACT_INFO_ALLOWED_BLOCKS.filter((name) => ['core/group', 'core/columns'].includes(name))
		).toEqual([]);
		expect(CONTACT_INFO_TEMPLATE).toEqual([[EMAIL_BLOCK_NAME], [PHONE_BLOCK_NAME], [ADDRESS_BLOCK_NAME]]);
	});
});
