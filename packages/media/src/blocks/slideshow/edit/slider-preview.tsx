import { BlockNotice } from '@blockyard/ui';
import { Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	CAPTION_CLASS,
	FIGURE_CLASS,
	IMAGE_CLASS,
	SLIDE_CLASS,
	SLIDES_CLASS,
	type SlideshowSettings,
} from '../markup';
import type { createSlider } from '../slider/slider';
import type { SlideshowImage } from '../types';
import { isUploading } from './images';

type SliderModule = { readonly createSlider: typeof createSlider };

/** Loads the slider's chunk (Swiper with it); the edit's tests give their own. */
export const loadEditorSlider = (): Promise<SliderModule> => import('../slider/slider');

/** One slide's figure, as the saved markup has it; dimmed with a spinner while it uploads. */
function figureFor(doc: Document, image: SlideshowImage): HTMLElement {
	const figure = doc.createElement('figure');
	figure.className = isUploading(image) ? `${FIGURE_CLASS} is-uploading` : FIGURE_CLASS;
	const img = doc.createElement('img');
	img.className = IMAGE_CLASS;
	img.src = image.url;
	img.alt = image.alt;
	figure.append(img);
	if (image.caption !== '') {
		const caption = doc.createElement('figcaption');
		caption.className = CAPTION_CLASS;
		caption.textContent = image.caption;
		figure.append(caption);
	}
	if (isUploading(image)) {
		figure.setAttribute('aria-busy', 'true');
	}
	return figure;
}

/** The images as a list, as a visitor without script sees them: what the edit shows without Swiper. */
function ImageList({ images }: { readonly images: readonly SlideshowImage[] }) {
	return (
		<ul className={SLIDES_CLASS}>
			{images.map((image, index) => (
				<li className={SLIDE_CLASS} key={`${image.url}-${String(index)}`}>
					<figure className={isUploading(image) ? `${FIGURE_CLASS} is-uploading` : FIGURE_CLASS}>
						<img className={IMAGE_CLASS} src={image.url} alt={image.alt} />
						{image.caption !== '' && (
							<figcaption className={CAPTION_CLASS}>{image.caption}</figcaption>
						)}
					</figure>
				</li>
			))}
		</ul>
	);
}

export interface SliderPreviewProps {
	readonly images: readonly SlideshowImage[];
	readonly settings: SlideshowSettings;
	readonly reducedMotion: boolean;
	readonly load?: () => Promise<SliderModule>;
}

/**
 * The slider in the editor, on Swiper loaded on first use. It is built anew whenever the
 * images, the effect, autoplay or the delay change. If Swiper cannot be loaded, a notice says
 * so and the images show as a list; nothing of the block is lost.
 */
export function SliderPreview({
	images,
	settings,
	reducedMotion,
	load = loadEditorSlider,
}: SliderPreviewProps) {
	const [module, setModule] = useState<SliderModule | null>(null);
	const [failed, setFailed] = useState(false);
	const host = useRef<HTMLDivElement>(null);

	useEffect(() => {
		let current = true;
		load().then(
			(loaded) => current && setModule(loaded),
			() => current && setFailed(true)
		);
		return () => {
			current = false;
		};
	}, [load]);

	// What the slider is built from: a change to any of it builds it anew.
	const key = JSON.stringify([images, settings.effect, settings.autoplay, settings.delay, reducedMotion]);
	useEffect(() => {
		const element = host.current;
		if (!module || !element) {
			return undefined;
		}
		const doc = element.ownerDocument;
		const slider = module.createSlider(
			element,
			images.map((image) => figureFor(doc, image)),
			{ settings, reducedMotion }
		);
		return () => slider.destroy();
		// `key` stands for images, settings and reducedMotion.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [module, key]);

	if (failed) {
		return (
			<>
				<BlockNotice status="error">
					{__('The Swiper library could not be loaded.', 'blockyard')}
				</BlockNotice>
				<ImageList images={images} />
			</>
		);
	}
	return (
		<div ref={host} className="wp-block-blockyard-slideshow__editor-slider">
			{!module && <Spinner />}
		</div>
	);
}
