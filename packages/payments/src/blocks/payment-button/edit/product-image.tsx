import { FocusKeptInBlock, useSaveLock } from '@blockyard/ui';
import { MediaPlaceholder } from '@wordpress/block-editor';
import { Button, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { element } from '../class-names';
import type { PaymentButtonAttributes } from '../types';

const ALLOWED_MEDIA_TYPES = ['image'];

type ImageAttributes = Pick<
	PaymentButtonAttributes,
	'featuredMediaId' | 'featuredMediaUrl' | 'featuredMediaTitle'
>;

/**
 * The image the media placeholder hands over (a library item, or an upload with a `blob:` address
 * until it is done), as the block keeps it; `undefined` for anything else.
 */
function selectedImage(
	selected: unknown
): (Required<Pick<ImageAttributes, 'featuredMediaId'>> & ImageAttributes) | undefined {
	const item: unknown = Array.isArray(selected) ? selected[0] : selected;
	if (typeof item !== 'object' || item === null || item instanceof File) {
		return undefined;
	}
	const { id, url, title, alt } = item as Record<string, unknown>;
	if (typeof url !== 'string' || url === '') {
		return undefined;
	}
	const text = (value: unknown) => (typeof value === 'string' ? value : '');
	return {
		featuredMediaId: typeof id === 'number' ? id : 0,
		featuredMediaUrl: url,
		featuredMediaTitle: text(title) || text(alt),
	};
}

const isUploading = (url: string | undefined): boolean => url?.startsWith('blob:') === true;

/**
 * The product's image: the editor's media placeholder (upload, the library, a drop) while it
 * has none; then the image with Remove. An image still uploading shows with a spinner and
 * holds the post's saving.
 */
export function ProductImage({
	image,
	onChange,
	lockName,
	onError,
}: {
	readonly image: ImageAttributes;
	readonly onChange: (image: ImageAttributes) => void;
	readonly lockName: string;
	readonly onError: (message: string) => void;
}) {
	const uploading = isUploading(image.featuredMediaUrl);
	useSaveLock(lockName, uploading);

	if (!image.featuredMediaUrl) {
		return (
			<MediaPlaceholder
				className={element('image-placeholder')}
				labels={{
					title: __('Product image', 'blockyard'),
					instructions: __(
						'Upload an image of the item, or choose one from your library.',
						'blockyard'
					),
				}}
				accept="image/*"
				allowedTypes={ALLOWED_MEDIA_TYPES}
				onSelect={(selected: unknown) => {
					const image = selectedImage(selected);
					if (image) {
						onChange(image);
					}
				}}
				onError={(message: unknown) =>
					onError(typeof message === 'string' ? message : String(message))
				}
			>
				<FocusKeptInBlock />
			</MediaPlaceholder>
		);
	}
	return (
		<figure className={element('figure')} aria-busy={uploading || undefined}>
			<img
				className={element('image')}
				src={image.featuredMediaUrl}
				alt={image.featuredMediaTitle ?? ''}
			/>
			{uploading ? <Spinner /> : null}
			<Button
				variant="secondary"
				size="small"
				onClick={() =>
					onChange({
						featuredMediaId: 0,
						featuredMediaUrl: undefined,
						featuredMediaTitle: undefined,
					})
				}
			>
				{__('Remove image', 'blockyard')}
			</Button>
		</figure>
	);
}
