import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { GALLERY_LIMITS } from '../limits';
import { galleryErrorMessage } from '../messages';
import { DisconnectButton } from '../../../embed/disconnect-button';
import { LazyServiceLink } from '../../../embed/lazy-service-link';
import type { InstagramGalleryAttributes } from '../types';
export interface GalleryInspectorProps {
	readonly attributes: InstagramGalleryAttributes;
	readonly setAttributes: (change: Partial<InstagramGalleryAttributes>) => void;
	/** Forgets the account on the provider; rejects when it could not. */
	readonly onDisconnect: () => Promise<void>;
}

/** Account Settings (the account's page, Disconnect) and Display Settings (count, columns, spacing, stacking). */
export function GalleryInspector({ attributes, setAttributes, onDisconnect }: GalleryInspectorProps) {
	const { instagramUser } = attributes;
	return (
		<InspectorControls>
			<PanelBody title={__('Account Settings', 'blockyard')}>
				{instagramUser ? (
					<p className="blockyard-embed__service-link">
						<LazyServiceLink
							href={`https://www.instagram.com/${encodeURIComponent(instagramUser)}/`}
						>
							{`@${instagramUser}`}
						</LazyServiceLink>
					</p>
				) : null}
				<DisconnectButton
					label={__('Disconnect your account', 'blockyard')}
					onDisconnect={onDisconnect}
					failureMessage={galleryErrorMessage}
				/>
			</PanelBody>
			<PanelBody title={__('Display Settings', 'blockyard')}>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Number of posts', 'blockyard')}
					value={attributes.count}
					min={GALLERY_LIMITS.count.min}
					max={GALLERY_LIMITS.count.max}
					onChange={(count) => setAttributes({ count: count ?? GALLERY_LIMITS.count.default })}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Number of columns', 'blockyard')}
					value={attributes.columns}
					min={GALLERY_LIMITS.columns.min}
					max={GALLERY_LIMITS.columns.max}
					onChange={(columns) =>
						setAttributes({ columns: columns ?? GALLERY_LIMITS.columns.default })
					}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={__('Image spacing (px)', 'blockyard')}
					value={attributes.spacing}
					min={GALLERY_LIMITS.spacing.min}
					max={GALLERY_LIMITS.spacing.max}
					onChange={(spacing) =>
						setAttributes({ spacing: spacing ?? GALLERY_LIMITS.spacing.default })
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Stack on mobile', 'blockyard')}
					checked={attributes.isStackedOnMobile}
					onChange={(isStackedOnMobile) => setAttributes({ isStackedOnMobile })}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
