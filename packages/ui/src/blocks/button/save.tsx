import { safeLinkUrl, safeRichText } from '@blockyard/api-client';
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import { buttonElementProps, buttonWrapperClassName } from './element-props';
import { passthroughProps } from './passthrough';
import type { ButtonAttributes } from './types';

/**
 * The button element when `saveInPostContent` is true; otherwise nothing, and
 * the parent block renders it. A pure function of the attributes; the link's
 * address goes through the saved-output policy (an unsafe one saves no `href`).
 */
export default function ButtonSave({ attributes }: BlockSaveProps<ButtonAttributes>) {
	if (!attributes.saveInPostContent) {
		return null;
	}
	const { className, style } = buttonElementProps(attributes);
	const common = { ...passthroughProps(attributes.passthroughAttributes), className, style };
	const text = safeRichText(attributes.text);

	return (
		<div {...useBlockProps.save({ className: buttonWrapperClassName(attributes) })}>
			{attributes.element === 'input' ? (
				<input {...common} type="submit" value={text} />
			) : attributes.element === 'a' ? (
				<RichText.Content {...common} tagName="a" href={safeLinkUrl(attributes.url)} value={text} />
			) : (
				<RichText.Content {...common} tagName="button" type="submit" value={text} />
			)}
		</div>
	);
}
