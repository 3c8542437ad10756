import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RadioControl, RangeControl, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { clampPostsToShow, MAX_POSTS, MIN_POSTS } from '../rows';
import type { RelatedPostsAttributes } from '../types';

export interface RelatedPostsInspectorProps {
	readonly attributes: RelatedPostsAttributes;
	readonly setAttributes: (changes: Partial<RelatedPostsAttributes>) => void;
}

/** The sidebar's panels, in the block's inspector. */
export function RelatedPostsInspector(props: RelatedPostsInspectorProps) {
	return (
		<InspectorControls>
			<RelatedPostsSettings {...props} />
		</InspectorControls>
	);
}

/** Layout settings (grid or list, how many posts) and Metadata settings (what each post shows). */
export function RelatedPostsSettings({ attributes, setAttributes }: RelatedPostsInspectorProps) {
	return (
		<>
			<PanelBody title={__('Layout settings', 'blockyard')}>
				<RadioControl
					label={__('Layout', 'blockyard')}
					selected={attributes.postLayout}
					options={[
						{ label: __('Grid', 'blockyard'), value: 'grid' },
						{ label: __('List', 'blockyard'), value: 'list' },
					]}
					onChange={(value) => setAttributes({ postLayout: value === 'list' ? 'list' : 'grid' })}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					label={__('Number of posts', 'blockyard')}
					value={clampPostsToShow(attributes.postsToShow)}
					min={MIN_POSTS}
					max={MAX_POSTS}
					onChange={(value) =>
						value === undefined
							? undefined
							: setAttributes({ postsToShow: clampPostsToShow(value) })
					}
				/>
			</PanelBody>
			<PanelBody title={__('Metadata settings', 'blockyard')}>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Display headline', 'blockyard')}
					checked={attributes.displayHeadline}
					onChange={(value) => setAttributes({ displayHeadline: value })}
				/>
				{attributes.displayHeadline ? (
					<TextControl
						__nextHasNoMarginBottom
						label={__('Headline', 'blockyard')}
						value={attributes.headline}
						onChange={(value) => setAttributes({ headline: value })}
					/>
				) : null}
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Display thumbnails', 'blockyard')}
					checked={attributes.displayThumbnails}
					onChange={(value) => setAttributes({ displayThumbnails: value })}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Display date', 'blockyard')}
					checked={attributes.displayDate}
					onChange={(value) => setAttributes({ displayDate: value })}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Display author', 'blockyard')}
					checked={attributes.displayAuthor}
					onChange={(value) => setAttributes({ displayAuthor: value })}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Display context', 'blockyard')}
					checked={attributes.displayContext}
					onChange={(value) => setAttributes({ displayContext: value })}
				/>
			</PanelBody>
		</>
	);
}
