import {
	InnerBlocks,
	store as blockEditorStore,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, Placeholder, RadioControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { people } from '@wordpress/icons';

import { element } from '../class-names';
import type { RepeatVisitorAttributes } from '../types';
import { normalizeCriteria, normalizeThreshold } from '../settings';
import { noticeText } from './notice-text';
import { ThresholdField } from './threshold-field';

/**
 * The settings (threshold and visibility) above the blocks inside, and a notice of who will
 * see them.
 */
export default function RepeatVisitorEdit({
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps<RepeatVisitorAttributes>) {
	const criteria = normalizeCriteria(attributes.criteria);
	const threshold = normalizeThreshold(attributes.threshold);
	const hasInnerBlocks = useSelect(
		(select) => select(blockEditorStore).getBlockCount(clientId) > 0,
		[clientId]
	);
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: element('content') },
		{ renderAppender: hasInnerBlocks ? undefined : InnerBlocks.ButtonBlockAppender }
	);

	return (
		<div {...blockProps}>
			<Placeholder
				className={element('settings')}
				icon={people}
				label={__('Repeat Visitor', 'blockyard')}
				instructions={__(
					'Show the blocks inside to new visitors only, or only to visitors who come back.',
					'blockyard'
				)}
			>
				<ThresholdField
					threshold={threshold}
					onChange={(value) => setAttributes({ threshold: value })}
				/>
				<RadioControl
					label={__('Visibility', 'blockyard')}
					selected={criteria}
					options={[
						{ label: __('Show after threshold', 'blockyard'), value: 'after-visits' },
						{ label: __('Show before threshold', 'blockyard'), value: 'before-visits' },
					]}
					onChange={(value: string) => setAttributes({ criteria: normalizeCriteria(value) })}
				/>
			</Placeholder>
			<Notice className={element('notice')} status="info" isDismissible={false}>
				{noticeText(criteria, threshold)}
			</Notice>
			<div {...innerBlocksProps} />
		</div>
	);
}
