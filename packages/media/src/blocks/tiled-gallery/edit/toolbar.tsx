import { BlockControls, MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarDropdownMenu, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { color, pencil } from '@wordpress/icons';

import type { TiledGalleryFilter } from '../types';
import { imageFilters } from './filters';
import type { PickedMedia } from './set-attributes';

interface Props {
	readonly ids: readonly number[];
	readonly imageFilter: TiledGalleryFilter | undefined;
	readonly onSelectImages: (media: readonly PickedMedia[]) => void;
	readonly onFilter: (filter: TiledGalleryFilter | undefined) => void;
}

/** The toolbar: 'Edit Gallery' (the media modal with the gallery's images) and the filter menu. */
export function GalleryToolbar({ ids, imageFilter, onSelectImages, onFilter }: Props) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<MediaUploadCheck>
					<MediaUpload
						onSelect={(media) => onSelectImages(Array.isArray(media) ? media : [media])}
						allowedTypes={['image']}
						multiple
						gallery
						value={[...ids]}
						render={({ open }) => (
							<ToolbarButton
								label={__('Edit Gallery', 'blockyard')}
								icon={pencil}
								onClick={open}
							/>
						)}
					/>
				</MediaUploadCheck>
				<ToolbarDropdownMenu
					icon={color}
					label={__('Pick an image filter', 'blockyard')}
					controls={imageFilters().map((filter) => ({
						title: filter.title,
						isActive: filter.value === imageFilter,
						role: 'menuitemradio',
						onClick: () => onFilter(filter.value),
					}))}
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
