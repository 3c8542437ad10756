import type { ExternalMediaService } from '@blockyard/api-client';
import { Button, Dropdown, MenuGroup, MenuItem, NavigableMenu } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { media as mediaIcon } from '@wordpress/icons';

import { mediaButtonLabel } from '../button-label';
import { hasChosenMedia, isFeaturedImage, type MediaUploadProps } from '../media-upload-props';
import { EXTERNAL_SOURCES, sourceLabel } from '../sources';
import { ExternalMediaModal } from './external-media-modal';

export interface MediaSourcesProps {
	/** The props the editor gave its media button. */
	readonly mediaProps: MediaUploadProps;
	/** Opens the editor's own media library; absent where the editor has none. */
	readonly open?: () => void;
}

/**
 * A media button with its sources: a menu of the editor's Media Library and the external sources,
 * each of which opens the 'Select media' modal. The featured image keeps the editor's own button
 * (its preview) beside the menu.
 */
export default function MediaSources({ mediaProps, open }: MediaSourcesProps) {
	const [service, setService] = useState<ExternalMediaService | undefined>(undefined);
	const featured = isFeaturedImage(mediaProps);
	const label = mediaButtonLabel({
		multiple: Boolean(mediaProps.multiple),
		allowedTypes: mediaProps.allowedTypes,
		featured,
		hasValue: hasChosenMedia(mediaProps),
	});

	return (
		<>
			{featured && open ? mediaProps.render({ open }) : null}
			<Dropdown
				className="blockyard-external-media-button"
				popoverProps={{ placement: 'bottom-start' }}
				renderToggle={({ isOpen, onToggle }) => (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						aria-haspopup="true"
						aria-expanded={isOpen}
						onClick={onToggle}
					>
						{label}
					</Button>
				)}
				renderContent={({ onClose }) => (
					<NavigableMenu aria-label={label}>
						<MenuGroup>
							{open ? (
								<MenuItem
									icon={mediaIcon}
									iconPosition="left"
									onClick={() => {
										onClose();
										open();
									}}
								>
									{__('Media Library', 'blockyard')}
								</MenuItem>
							) : null}
							{EXTERNAL_SOURCES.map((source) => (
								<MenuItem
									key={source}
									onClick={() => {
										onClose();
										setService(source);
									}}
								>
									{sourceLabel(source)}
								</MenuItem>
							))}
						</MenuGroup>
					</NavigableMenu>
				)}
			/>
			{service ? (
				<ExternalMediaModal
					service={service}
					onChangeService={setService}
					openLibrary={open}
					multiple={Boolean(mediaProps.multiple)}
					onSelect={(media) => mediaProps.onSelect(media)}
					onClose={() => setService(undefined)}
				/>
			) : null}
		</>
	);
}
