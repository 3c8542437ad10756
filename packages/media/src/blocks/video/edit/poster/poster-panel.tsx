import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { PosterPicker, type PosterPickerProps } from './poster-picker';

/** The sidebar's 'Poster' panel: the {@link PosterPicker}. */
export function PosterPanel(props: PosterPickerProps) {
	return (
		<PanelBody title={__('Poster', 'blockyard')}>
			<PosterPicker {...props} />
		</PanelBody>
	);
}
