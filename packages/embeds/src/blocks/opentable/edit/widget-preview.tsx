import type { BlockWrapperProps } from '@wordpress/block-editor';
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { EmbedPreview } from '../../../embed/embed-preview';
import { openTableFrame } from '../frame';
import { openTableClassName } from '../save';
import type { OpenTableAttributes } from '../types';
import { wideStyleMisaligned } from './attributes';

export interface WidgetPreviewProps {
	readonly attributes: OpenTableAttributes;
	readonly isSelected: boolean;
	/** The block's wrapper props, which the widget's wrapper takes. */
	readonly blockProps: BlockWrapperProps;
}

/**
 * The restaurants' widget in the editor: its frame under the overlay, also for the widget saved
 * without a frame (it looks the same; the editor never runs OpenTable's script in its canvas);
 * a warning for the wide style without a wide alignment.
 */
export function WidgetPreview({ attributes, isSelected, blockProps }: WidgetPreviewProps) {
	const frame = openTableFrame(attributes);
	return (
		<div {...blockProps} className={`${blockProps.className ?? ''} ${openTableClassName(attributes)}`}>
			{wideStyleMisaligned(attributes) ? (
				<Notice status="warning" isDismissible={false}>
					{__(
						'With the OpenTable block you may encounter display issues if you use its "wide" style with anything other than "wide" or "full" alignment. The wide display style may also not work well on smaller screens.',
						'blockyard'
					)}
				</Notice>
			) : null}
			{frame ? <EmbedPreview frame={frame} isSelected={isSelected} /> : null}
		</div>
	);
}
