import { BlockNotice, BlockPlaceholder } from '@blockyard/ui';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';

export interface SettingsErrorPlaceholderProps {
	/** Why the site's map settings could not be loaded. */
	readonly message: string;
	readonly onRetry: () => void;
}

/** The site's map settings could not be loaded: why, and Try again. */
export function SettingsErrorPlaceholder({ message, onRetry }: SettingsErrorPlaceholderProps) {
	return (
		<BlockPlaceholder icon={mapMarker} label={__('Map', 'blockyard')}>
			<BlockNotice status="error">{message}</BlockNotice>
			<Button variant="secondary" onClick={onRetry}>
				{__('Try again', 'blockyard')}
			</Button>
		</BlockPlaceholder>
	);
}
