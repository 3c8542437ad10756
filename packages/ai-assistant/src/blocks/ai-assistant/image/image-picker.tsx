import { Button, Modal, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { CSSProperties } from 'react';

import type { ImageGenerationState } from './use-image-generation';

export interface ImagePickerProps {
	readonly state: ImageGenerationState;
	/** Uploads the image at `index` and puts it in place of the block. */
	readonly onUse: (index: number) => void;
	/** Repeats what failed (the generation or the upload). */
	readonly onTryAgain: () => void;
}

// Inline, so the picker and its modal (rendered outside the block, and outside the canvas
// iframe) look right wherever the block's editor styles are loaded.
const GRID: CSSProperties = {
	display: 'grid',
	gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
	gap: '12px',
	margin: '0 0 12px',
	padding: 0,
	listStyle: 'none',
};
const ITEM: CSSProperties = {
	display: 'flex',
	flexDirection: 'column',
	alignItems: 'flex-start',
	gap: '8px',
};
const THUMB_BUTTON: CSSProperties = { height: 'auto', padding: 0 };
const THUMB: CSSProperties = { display: 'block', width: '100%', height: 'auto' };
const LARGE: CSSProperties = { display: 'block', maxWidth: '100%', height: 'auto', margin: '0 auto 16px' };
const BUSY: CSSProperties = { display: 'flex', alignItems: 'center', gap: '8px', margin: '0 0 12px' };

const position = (index: number, count: number) => ({ index: index + 1, count });

/**
 * The images of an image request: "Please choose your image",
 * each image opening large in a modal, "Use this image" for each; a spinner
 * while generating or uploading; the generic message with Try again on
 * failure. A quota error shows nothing here: the block shows its banner.
 */
export function ImagePicker({ state, onUse, onTryAgain }: ImagePickerProps) {
	const [openIndex, setOpenIndex] = useState<number | undefined>(undefined);

	if (state.status === 'idle') {
		return null;
	}
	if (state.status === 'generating' || state.status === 'uploading') {
		return (
			<div className="blockyard-ai-image-picker" style={BUSY} role="status">
				<Spinner />
				<span>
					{state.status === 'generating'
						? __('Generating image…', 'blockyard')
						: __('Uploading image…', 'blockyard')}
				</span>
			</div>
		);
	}
	if (state.status === 'error') {
		if (state.error.code === 'error_quota_exceeded') {
			return null;
		}
		return (
			<Notice
				className="blockyard-ai-image-picker__error"
				status="error"
				isDismissible={false}
				actions={[{ label: __('Try again', 'blockyard'), onClick: onTryAgain, variant: 'secondary' }]}
			>
				{state.error.message}
			</Notice>
		);
	}

	const { prompt, images } = state;
	const open = openIndex === undefined ? undefined : images[openIndex];
	const use = (index: number) => {
		setOpenIndex(undefined);
		onUse(index);
	};

	return (
		<div className="blockyard-ai-image-picker">
			<h3 className="blockyard-ai-image-picker__heading">
				{__('Please choose your image', 'blockyard')}
			</h3>
			<ul className="blockyard-ai-image-picker__images" style={GRID}>
				{images.map((url, index) => {
					const at = position(index, images.length);
					return (
						<li key={index} className="blockyard-ai-image-picker__image" style={ITEM}>
							<Button
								className="blockyard-ai-image-picker__open"
								style={THUMB_BUTTON}
								aria-label={sprintf(
									/* translators: 1: the image's position, 2: how many images there are. */
									__('Open image %1$d of %2$d', 'blockyard'),
									at.index,
									at.count
								)}
								aria-haspopup="dialog"
								onClick={() => setOpenIndex(index)}
							>
								<img src={url} alt={prompt} style={THUMB} />
							</Button>
							<Button
								variant="secondary"
								aria-label={sprintf(
									/* translators: 1: the image's position, 2: how many images there are. */
									__('Use this image (%1$d of %2$d)', 'blockyard'),
									at.index,
									at.count
								)}
								onClick={() => use(index)}
							>
								{__('Use this image', 'blockyard')}
							</Button>
						</li>
					);
				})}
			</ul>
			{open !== undefined && openIndex !== undefined ? (
				<Modal title={prompt} onRequestClose={() => setOpenIndex(undefined)} size="large">
					<img src={open} alt={prompt} style={LARGE} />
					<Button variant="primary" onClick={() => use(openIndex)}>
						{__('Use this image', 'blockyard')}
					</Button>
				</Modal>
			) : null}
		</div>
	);
}
