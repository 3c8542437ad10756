import {
	InspectorControls,
	store as blockEditorStore,
	type BlockEditorSettings,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl, SelectControl, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

import { DEFAULT_DELAY, MAX_DELAY, MIN_DELAY } from '../markup';
import type { SlideshowAttributes, SlideshowEffect } from '../types';

/** What the editor says when the person's system asks for reduced motion. */
export const REDUCED_MOTION_MESSAGE = __(
	'The Reduce Motion accessibility option is selected, therefore autoplay will be disabled in this context.',
	'blockyard'
);

type ImageSize = { readonly slug: string; readonly name: string };

/** The image sizes the site offers (the editor's `imageSizes` setting). */
function useImageSizes(): readonly ImageSize[] {
	return useSelect(
		(select) =>
			((select(blockEditorStore) as unknown as { getSettings(): BlockEditorSettings }).getSettings()
				.imageSizes as readonly ImageSize[] | undefined) ?? [],
		[]
	);
}

export interface SlideshowInspectorProps {
	readonly attributes: SlideshowAttributes;
	readonly setAttributes: (attributes: Partial<SlideshowAttributes>) => void;
	readonly onChangeSize: (sizeSlug: string) => void;
	readonly reducedMotion: boolean;
}

/** The sidebar: Autoplay (on/off, the delay), Effects (slide or fade), Image Settings (the size). */
export function SlideshowInspector({
	attributes,
	setAttributes,
	onChangeSize,
	reducedMotion,
}: SlideshowInspectorProps) {
	const sizes = useImageSizes();
	return (
		<InspectorControls>
			<PanelBody title={__('Autoplay', 'blockyard')}>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Autoplay', 'blockyard')}
					help={__('Autoplay between slides', 'blockyard')}
					checked={attributes.autoplay}
					onChange={(autoplay) => setAttributes({ autoplay })}
				/>
				{attributes.autoplay && (
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={__('Delay between transitions (in seconds)', 'blockyard')}
						value={attributes.delay}
						min={MIN_DELAY}
						max={MAX_DELAY}
						step={1}
						onChange={(delay) => setAttributes({ delay: delay ?? DEFAULT_DELAY })}
					/>
				)}
				{attributes.autoplay && reducedMotion && (
					<p className="wp-block-blockyard-slideshow__reduced-motion">{REDUCED_MOTION_MESSAGE}</p>
				)}
			</PanelBody>
			<PanelBody title={__('Effects', 'blockyard')}>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Transition effect', 'blockyard')}
					value={attributes.effect}
					options={[
						{ label: __('Slide', 'blockyard'), value: 'slide' },
						{ label: __('Fade', 'blockyard'), value: 'fade' },
					]}
					onChange={(effect: string) => setAttributes({ effect: effect as SlideshowEffect })}
				/>
			</PanelBody>
			{sizes.length > 0 && (
				<PanelBody title={__('Image Settings', 'blockyard')}>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={__('Image Size', 'blockyard')}
						value={attributes.sizeSlug ?? ''}
						options={[
							...(attributes.sizeSlug
								? []
								: [{ label: __('Original', 'blockyard'), value: '' }]),
							...sizes.map(({ slug, name }) => ({ label: name, value: slug })),
						]}
						onChange={(sizeSlug: string) => sizeSlug !== '' && onChangeSize(sizeSlug)}
					/>
				</PanelBody>
			)}
		</InspectorControls>
	);
}
