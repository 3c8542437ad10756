import { lazyComponent, useOptionalHost } from '@blockyard/ui';
import { getBlockType } from '@wordpress/blocks';
import type { ComponentType } from 'react';

import { VIDEO_BLOCK_NAME } from '../../blocks/video/name';
import { CORE_VIDEO_BLOCK_NAME } from './video-attributes';

/** The props of a block's edit component that the filter reads; the rest pass through. */
export interface ConversionBlockEditProps {
	readonly name: string;
	readonly isSelected?: boolean;
}

/** The notice, loaded the first time a core video block is selected. */
export const LazyConversionNotice = lazyComponent<object>(() => import('./conversion-notice'));

/**
 * The `editor.BlockEdit` filter: every block's own edit and, while a core video block is
 * selected in an editor with a Blockyard host and the hosted video block, the conversion notice
 * in its sidebar. Other blocks get nothing more.
 */
export function withConversionNotice(
	BlockEdit: ComponentType<ConversionBlockEditProps>
): ComponentType<ConversionBlockEditProps> {
	function CoreVideoConversion(props: ConversionBlockEditProps) {
		const isCoreVideo = props.name === CORE_VIDEO_BLOCK_NAME && props.isSelected === true;
		return (
			<>
				<BlockEdit {...props} />
				{isCoreVideo && <NoticeWhereUseful />}
			</>
		);
	}
	return CoreVideoConversion;
}

function NoticeWhereUseful() {
	const host = useOptionalHost();
	return host !== undefined && getBlockType(VIDEO_BLOCK_NAME) ? <LazyConversionNotice /> : null;
}
