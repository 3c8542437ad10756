import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

import type { RepeatVisitorAttributes } from './types';
import { isShownWithoutScript, normalizeCriteria, normalizeThreshold } from './settings';

/**
 * The blocks inside, with the criteria and threshold for the visitor's script. Content for
 * repeat visitors (after-visits) is saved `hidden`, so a visitor without script, and any
 * screen reader, gets it only once the script has shown it; content for new visitors
 * (before-visits) is shown until the script hides it.
 */
export default function RepeatVisitorSave({ attributes }: BlockSaveProps<RepeatVisitorAttributes>) {
	const criteria = normalizeCriteria(attributes.criteria);
	const data: Record<string, string> = {
		'data-criteria': criteria,
		'data-threshold': String(normalizeThreshold(attributes.threshold)),
	};
	return (
		<div {...useBlockProps.save({ ...data, hidden: !isShownWithoutScript(criteria) })}>
			<InnerBlocks.Content />
		</div>
	);
}
