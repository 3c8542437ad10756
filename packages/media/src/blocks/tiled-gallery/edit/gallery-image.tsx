import { Button, Spinner } from '@wordpress/components';
import type { KeyboardEvent, SyntheticEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';

import { isUploading } from '../gallery-layout';
import { galleryImageProps } from '../image-props';
import type { GalleryStyle } from '../layout';
import type { TiledGalleryImage } from '../types';

interface Props {
	readonly image: TiledGalleryImage;
	readonly index: number;
	readonly count: number;
	readonly style: GalleryStyle;
	readonly columnWidth: number;
	readonly isSelected: boolean;
	readonly onSelect: () => void;
	readonly onMoveBackward: () => void;
	readonly onMoveForward: () => void;
	readonly onRemove: () => void;
	/** Called with the image's natural size once it loads, when its size was not known. */
	readonly onSize: (width: number, height: number) => void;
}

function label(image: TiledGalleryImage, index: number, count: number): string {
	return image.alt
		? /* translators: 1: the image's position, 2: how many images the gallery has, 3: its alternative text. */
			sprintf(__('image %1$d of %2$d in gallery: %3$s', 'blockyard'), index + 1, count, image.alt)
		: /* translators: 1: the image's position, 2: how many images the gallery has. */
			sprintf(__('image %1$d of %2$d in gallery', 'blockyard'), index + 1, count);
}

/**
 * One image in the editor: selectable by click or Enter/Space, its move and remove buttons
 * while selected, a spinner while it uploads. The editor loads the same resized copies as
 * visitors, never the full-size file.
 */
export function GalleryImage(props: Props) {
	const { image, index, count, style, columnWidth, isSelected } = props;
	const uploading = isUploading(image);
	const resized = uploading ? { src: image.url ?? '' } : galleryImageProps(image, style, columnWidth);
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'Enter' || event.key === ' ') {
			event.preventDefault();
			props.onSelect();
		}
	};
	const onLoad = (event: SyntheticEvent<HTMLImageElement>) => {
		const { naturalWidth, naturalHeight } = event.currentTarget;
		if (
			(image.width === undefined || image.height === undefined) &&
			naturalWidth > 0 &&
			naturalHeight > 0
		) {
			props.onSize(naturalWidth, naturalHeight);
		}
	};
	return (
		<figure
			className={[
				'wp-block-blockyard-tiled-gallery__item',
				isSelected ? 'is-selected' : '',
				uploading ? 'is-transient' : '',
			]
				.filter(Boolean)
				.join(' ')}
		>
			{isSelected && (
				<div className="wp-block-blockyard-tiled-gallery__item-controls">
					<Button
						icon={chevronLeft}
						size="small"
						label={__('Move image backward', 'blockyard')}
						onClick={props.onMoveBackward}
						disabled={index === 0}
					/>
					<Button
						icon={chevronRight}
						size="small"
						label={__('Move image forward', 'blockyard')}
						onClick={props.onMoveForward}
						disabled={index === count - 1}
					/>
					<Button
						icon={closeSmall}
						size="small"
						label={__('Remove image', 'blockyard')}
						onClick={props.onRemove}
					/>
				</div>
			)}
			<img
				src={resized.src}
				srcSet={resized.srcSet}
				sizes={resized.sizes}
				alt={image.alt ?? ''}
				data-id={image.id}
				tabIndex={0}
				role="button"
				aria-label={label(image, index, count)}
				aria-pressed={isSelected}
				onClick={props.onSelect}
				onKeyDown={onKeyDown}
				onLoad={onLoad}
			/>
			{uploading && <Spinner />}
		</figure>
	);
}
