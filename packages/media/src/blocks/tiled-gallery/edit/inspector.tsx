import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { galleryColumns, galleryCorners, MAX_ROUNDED_CORNERS, maxColumns } from '../gallery-layout';
import type { GalleryStyle } from '../layout';
import type { TiledGalleryAttributes, TiledGalleryLinkTo } from '../types';

interface Props {
	readonly attributes: TiledGalleryAttributes;
	readonly style: GalleryStyle;
	readonly imageCount: number;
	readonly setAttributes: (attributes: Partial<TiledGalleryAttributes>) => void;
}

/**
 * The sidebar's 'Tiled Gallery settings': columns (circle, square and columns styles with more
 * than one image), rounded corners (not for circles) and where images link.
 */
export function GalleryInspector({ attributes, style, imageCount, setAttributes }: Props) {
	const hasColumns = style !== 'rectangular' && imageCount > 1;
	return (
		<InspectorControls>
			<PanelBody title={__('Tiled Gallery settings', 'blockyard')}>
				{hasColumns && (
					<RangeControl
						__nextHasNoMarginBottom
						label={__('Columns', 'blockyard')}
						value={galleryColumns(attributes.columns, imageCount)}
						min={1}
						max={maxColumns(imageCount)}
						onChange={(columns) => setAttributes({ columns: columns ?? undefined })}
					/>
				)}
				{style !== 'circle' && (
					<RangeControl
						__nextHasNoMarginBottom
						label={__('Rounded corners', 'blockyard')}
						value={galleryCorners(attributes.roundedCorners, style)}
						min={0}
						max={MAX_ROUNDED_CORNERS}
						onChange={(roundedCorners) => setAttributes({ roundedCorners: roundedCorners ?? 0 })}
					/>
				)}
				<SelectControl
					__nextHasNoMarginBottom
					label={__('Link to', 'blockyard')}
					value={attributes.linkTo}
					options={[
						{ value: 'attachment', label: __('Attachment Page', 'blockyard') },
						{ value: 'media', label: __('Media File', 'blockyard') },
						{ value: 'none', label: __('None', 'blockyard') },
					]}
					onChange={(linkTo: string) => setAttributes({ linkTo: linkTo as TiledGalleryLinkTo })}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
