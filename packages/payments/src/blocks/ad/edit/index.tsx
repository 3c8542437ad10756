import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { adFormat, adFormatSize } from '../formats';
import { AD_CLASS, AD_SLOT_CLASS, formatClass, slotStyle } from '../markup';
import type { AdAttributes } from '../types';
import { FormatToolbar } from './format-toolbar';
import { adFormatName } from './format-names';
import { AdInspector } from './inspector';

/**
 * The ad in the editor: a placeholder of the format's size, saying which format it holds. The
 * toolbar picks the format (and, through the block's `align` support, the alignment); the
 * sidebar hides it on mobile. The editor always shows it, whatever the editor's width: only the
 * visitor's page hides it on small screens.
 */
export default function AdEdit({ attributes, setAttributes }: BlockEditProps<AdAttributes>) {
	const format = adFormat(attributes.format);
	const blockProps = useBlockProps({ className: formatClass(format) });

	return (
		<div {...blockProps}>
			<FormatToolbar format={format.name} onChange={(name) => setAttributes({ format: name })} />
			<AdInspector
				hideMobile={attributes.hideMobile}
				onChangeHideMobile={(hideMobile) => setAttributes({ hideMobile })}
			/>
			<div
				className={`${AD_SLOT_CLASS} ${AD_CLASS}__placeholder`}
				style={slotStyle(format)}
				data-format={format.name}
			>
				<span className={`${AD_CLASS}__placeholder-title`}>{__('Ad', 'blockyard')}</span>
				<span className={`${AD_CLASS}__placeholder-format`}>
					{adFormatName(format.name)} · {adFormatSize(format)}
				</span>
			</div>
		</div>
	);
}
