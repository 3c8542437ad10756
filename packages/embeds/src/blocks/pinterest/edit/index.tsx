import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import { pin } from '@wordpress/icons';

import { AddressEmbedEdit } from '../../../embed/address-embed-edit';
import { pinterestEmbedAt } from '../embed-kind';
import { pinterestProvider } from '../provider';
import type { PinterestAttributes } from '../types';

/** The message for an address that cannot be embedded. */
export const pinterestErrorMessage = (): string =>
	__('Sorry, this content could not be embedded.', 'blockyard');

/**
 * A profile or a board in the editor: a card with its link (Pinterest's script, which draws
 * them for visitors, never runs in the editor).
 */
function PinterestCard({ url }: PinterestAttributes) {
	const embed = pinterestEmbedAt(url);
	if (!embed || embed.kind === 'pin') {
		return null;
	}
	return (
		<div className="blockyard-pinterest__card">
			<p>
				{embed.kind === 'user'
					? __('Pinterest profile', 'blockyard')
					: __('Pinterest board', 'blockyard')}
			</p>
			<a href={embed.href}>{embed.href}</a>
		</div>
	);
}

/** The Pinterest block's edit: the address form, then the pin's frame or the card, under the overlay. */
export default function PinterestEdit({
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps<PinterestAttributes>) {
	return (
		<AddressEmbedEdit
			provider={pinterestProvider}
			attributes={attributes}
			url={attributes.url}
			setAttributes={setAttributes}
			isSelected={isSelected}
			clientId={clientId}
			label={__('Pinterest', 'blockyard')}
			icon={pin}
			instructions={__('Paste a link to the content you want to display on your site.', 'blockyard')}
			inputLabel={__('Pinterest URL', 'blockyard')}
			inputPlaceholder={__('Enter URL to embed here…', 'blockyard')}
			errorMessage={pinterestErrorMessage()}
			editLabel={__('Edit URL', 'blockyard')}
			convertToLink
			preview={(saved) => <PinterestCard url={saved.url} />}
		/>
	);
}
