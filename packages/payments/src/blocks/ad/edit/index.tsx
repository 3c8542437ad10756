import { useOptionalHost } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';

import { adFormat, adFormatSize } from '../formats';
import { AD_CLASS, AD_SLOT_CLASS, formatClass, slotStyle } from '../markup';
import type { AdAttributes } from '../types';
import { ExampleCreative } from './example-creative';
import { FormatToolbar } from './format-toolbar';
import { adFormatName } from './format-names';
import { AdInspector } from './inspector';

/**
 * The host's feature flag (`site.features`) of ads: `false` on a site that shows none, whose
 * visitors see no ad block and whose editor says why. A host that does not name it (an app of
 * its own) is taken as showing them; the WordPress plugin and the playground always name it.
 */
const ADS_FEATURE = 'ads';

/**
 * The ad in the editor: a placeholder of the format's size, saying which format it holds. The
 * toolbar picks the format (and, through the block's `align` support, the alignment); the
 * sidebar hides it on mobile. The editor always shows it, whatever the editor's width: only the
 * visitor's page hides it on small screens. Nothing of the ad network loads here: the unit is
 * added only where the page is rendered for visitors. On a site whose host turns the `ads` feature off,
 * a line under the placeholder says that visitors see nothing. The inserter's example (`preview`)
 * shows a drawn ad in the slot instead.
 */
export default function AdEdit({ attributes, setAttributes }: BlockEditProps<AdAttributes>) {
	const format = adFormat(attributes.format);
	const blockProps = useBlockProps({ className: formatClass(format) });
	const adsOn = useOptionalHost()?.site.features[ADS_FEATURE] !== false;
	if (attributes.preview === true) {
		return (
			<div {...blockProps}>
				<div className={AD_SLOT_CLASS} style={slotStyle(format)}>
					<ExampleCreative />
				</div>
			</div>
		);
	}

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
			{!adsOn && (
				<p className={`${AD_CLASS}__notice`}>
					{__(
						'Ads are not turned on for this site, so visitors do not see this block.',
						'blockyard'
					)}
				</p>
			)}
		</div>
	);
}
