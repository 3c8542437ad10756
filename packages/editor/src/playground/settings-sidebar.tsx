import { BlockInspector } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

/** The settings of the selected block. */
export function SettingsSidebar() {
	return (
		<div
			className="blockyard-playground__sidebar"
			role="region"
			aria-label={__('Editor settings', 'blockyard')}
		>
			<BlockInspector />
		</div>
	);
}
