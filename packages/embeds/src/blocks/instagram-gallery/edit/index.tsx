import { hostedInstagramGallery, safeMediaUrl } from '@blockyard/api-client';
import { ConnectionGate } from '@blockyard/connection';
import { BlockPlaceholder, useHost } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery } from '@wordpress/icons';

import { fewerPostsMessage, noImagesMessage } from '../messages';
import { galleryWrapperProps } from '../save';
import type { InstagramGalleryAttributes } from '../types';
import { AccountChooser } from './account-chooser';
import { GalleryInspector } from './inspector';
import { useGallery } from './use-gallery';

type Props = BlockEditProps<InstagramGalleryAttributes>;

const title = () => __('Latest Instagram Posts', 'blockyard');

/**
 * The gallery in the editor. It needs the host (the provider's calls) and a connected user:
 * the Connect placeholder otherwise; then an account to choose or connect, then the grid.
 */
export default function InstagramGalleryEdit(props: Props) {
	const blockProps = useBlockProps();
	return (
		<ConnectionGate
			blockProps={blockProps}
			from="instagram-gallery"
			title={title()}
			icon={gallery}
			instructions={__('Connect your account to show your latest Instagram posts.', 'blockyard')}
			notSetUp={__(
				'The Instagram gallery is not set up in this editor. Ask the site’s administrator to activate Blockyard.',
				'blockyard'
			)}
		>
			<GalleryEdit {...props} />
		</ConnectionGate>
	);
}

function GalleryEdit({ attributes, setAttributes }: Props) {
	const { api } = useHost();
	const [failed, setFailed] = useState(false);
	const hasToken = Boolean(attributes.accessToken);
	const blockProps = useBlockProps(hasToken ? galleryWrapperProps(attributes) : {});
	if (!hasToken) {
		return (
			<div {...blockProps}>
				<AccountChooser
					error={failed}
					onChoose={(accessToken) => {
						setFailed(false);
						setAttributes({ accessToken });
					}}
				/>
			</div>
		);
	}
	return (
		<div {...blockProps}>
			<GalleryInspector
				attributes={attributes}
				setAttributes={setAttributes}
				onDisconnect={async () => {
					await hostedInstagramGallery.disconnect(api, attributes.accessToken ?? '');
					setAttributes({ accessToken: undefined, instagramUser: undefined, images: [] });
				}}
			/>
			<GalleryGrid
				attributes={attributes}
				setAttributes={setAttributes}
				onFailed={() => setFailed(true)}
			/>
		</div>
	);
}

function GalleryGrid({
	attributes,
	setAttributes,
	onFailed,
}: Pick<Props, 'attributes' | 'setAttributes'> & { onFailed: () => void }) {
	const { status, found } = useGallery(attributes, (change) => {
		if (change.accessToken === undefined && 'accessToken' in change) {
			onFailed();
		}
		setAttributes(change);
	});
	if (status === 'loading' && attributes.images.length === 0) {
		return (
			<div className="blockyard-instagram-gallery__loading">
				<Spinner />
			</div>
		);
	}
	if (status === 'loaded' && found === 0) {
		return <BlockPlaceholder label={title()} icon={gallery} instructions={noImagesMessage()} />;
	}
	return (
		<>
			{status === 'loaded' && found !== undefined && found < attributes.count ? (
				<Notice className="blockyard-instagram-gallery__notice" status="info" isDismissible={false}>
					{fewerPostsMessage(found)}
				</Notice>
			) : null}
			{attributes.images.map((image, index) =>
				safeMediaUrl(image.url) === undefined ? null : (
					<span key={index} className="wp-block-blockyard-instagram-gallery__item">
						<img src={image.url} alt={image.title ?? ''} />
					</span>
				)
			)}
		</>
	);
}
