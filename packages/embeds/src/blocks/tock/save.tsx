import { useBlockProps } from '@wordpress/block-editor';

import type { TockAttributes } from './types';
import { TockWidget } from './widget';

/** The widget's container and the link to the business on Tock; an empty wrapper before a name is set. */
export default function save({ attributes }: { attributes: TockAttributes }) {
	return (
		<div {...useBlockProps.save()}>
			<TockWidget name={attributes.url} />
		</div>
	);
}
