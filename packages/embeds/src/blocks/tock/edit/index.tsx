import type { BlockEditProps } from '@wordpress/blocks';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store } from '@wordpress/icons';

import { EmbedEdit } from '../../../embed/embed-edit';
import { EmbedOverlay } from '../../../embed/embed-overlay';
import type { TockAttributes } from '../types';
import { TockWidget } from '../widget';
import { BusinessNamePopover } from './business-name-popover';
import { useBusinessName } from './use-business-name';

/**
 * The Tock block's edit, through `EmbedEdit`: the popover for the business name is its way of
 * choosing (no address to check: the name is Tock's address), opened by the toolbar's Edit (and
 * by itself while there is none); then the widget's preview under an overlay.
 */
export default function TockEdit({ attributes, setAttributes, isSelected }: BlockEditProps<TockAttributes>) {
	const stored = attributes.url ?? '';
	const [anchor, setAnchor] = useState<HTMLElement | null>(null);
	const name = useBusinessName(stored, isSelected, setAttributes);
	const popover = name.open ? (
		<BusinessNamePopover
			anchor={anchor}
			text={name.text}
			onChange={name.change}
			onSubmit={name.submit}
			onClose={name.close}
			error={name.error}
		/>
	) : null;

	return (
		<EmbedEdit
			label={__('Tock', 'blockyard')}
			icon={store}
			instructions={__('Enter your business name on Tock to show its Book now button.', 'blockyard')}
			blockProps={{ ref: setAnchor }}
			chooser={popover}
			content={
				stored === ''
					? undefined
					: (blockProps) => (
							<div {...blockProps}>
								<EmbedOverlay isSelected={isSelected} className="blockyard-tock__preview">
									<TockWidget name={stored} />
								</EmbedOverlay>
								{popover}
							</div>
						)
			}
			onEdit={name.toggle}
		/>
	);
}
