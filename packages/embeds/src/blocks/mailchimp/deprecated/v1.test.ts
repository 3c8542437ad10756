import { describe, expect, it } from 'vitest';

import { registerMailchimpBlock } from '../index';
import { migrateV1 } from './v1';

describe('the Mailchimp block’s version 1', () => {
	it('moves the button’s text and colours to a blockyard/button child', () => {
		registerMailchimpBlock();
		const [attributes, innerBlocks] = migrateV1({
			emailPlaceholder: 'Your email',
			submitButtonText: 'Subscribe',
			backgroundButtonColor: 'vivid-red',
			customTextButtonColor: '#ffffff',
		});
		expect(attributes).toEqual({ emailPlaceholder: 'Your email' });
		expect(innerBlocks.map((block) => [block.name, block.attributes])).toEqual([
			[
				'blockyard/button',
				expect.objectContaining({
					element: 'button',
					saveInPostContent: true,
					text: 'Subscribe',
					backgroundColor: 'vivid-red',
					customTextColor: '#ffffff',
				}),
			],
		]);
	});

	it('gives the old default text to a button that kept it', () => {
		registerMailchimpBlock();
		const [, innerBlocks] = migrateV1({});
		expect(innerBlocks[0]?.attributes).toMatchObject({ text: 'Join my email list' });
	});
});
