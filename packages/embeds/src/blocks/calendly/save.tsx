import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

import { SavedFrame } from '../../embed/saved-frame';
import { CALENDLY_HOSTS, calendlyFrame } from './frame';
import type { CalendlyAttributes } from './types';

/**
 * Inline: the booking page's frame. Link: the button child (a link to the page, opened in a
 * new tab). An empty wrapper before a page is embedded.
 */
export default function save({ attributes }: { attributes: CalendlyAttributes }) {
	const blockProps = useBlockProps.save({
		className: `is-style-${attributes.style === 'link' ? 'link' : 'inline'}`,
	});
	return (
		<div {...blockProps}>
			{attributes.style === 'link' ? (
				<InnerBlocks.Content />
			) : (
				<SavedFrame frame={calendlyFrame(attributes)} hosts={CALENDLY_HOSTS} />
			)}
		</div>
	);
}
