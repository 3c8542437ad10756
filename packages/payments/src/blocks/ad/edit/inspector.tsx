import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

interface Props {
	readonly hideMobile: boolean;
	readonly onChangeHideMobile: (hideMobile: boolean) => void;
}

/** The sidebar's 'Visibility' panel: 'Hide on mobile'. */
export function AdInspector({ hideMobile, onChangeHideMobile }: Props) {
	return (
		<InspectorControls>
			<PanelBody title={__('Visibility', 'blockyard')}>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Hide on mobile', 'blockyard')}
					help={__('Hides this block for site visitors on mobile devices.', 'blockyard')}
					checked={hideMobile}
					onChange={onChangeHideMobile}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
