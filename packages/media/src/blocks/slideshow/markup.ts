// The class names and data attributes of the saved slideshow, shared by `save`, the editor's
// slider and the visitor's view, and how the settings are read back from them.
import { safeMediaUrl } from '@blockyard/api-client';

import type { SlideshowEffect, SlideshowImage } from './types';

export const SLIDESHOW_CLASS = 'wp-block-blockyard-slideshow';
export const SLIDES_CLASS = `${SLIDESHOW_CLASS}__slides`;
export const SLIDE_CLASS = `${SLIDESHOW_CLASS}__slide`;
export const FIGURE_CLASS = `${SLIDESHOW_CLASS}__figure`;
export const IMAGE_CLASS = `${SLIDESHOW_CLASS}__image`;
export const CAPTION_CLASS = `${SLIDESHOW_CLASS}__caption`;

/** The seconds between slides: the default, and the bounds an author may choose between. */
export const DEFAULT_DELAY = 3;
export const MIN_DELAY = 1;
export const MAX_DELAY = 5;

/** The settings the visitor's view needs, as the saved wrapper carries them. */
export interface SlideshowSettings {
	readonly autoplay: boolean;
	/** Seconds, within MIN_DELAY..MAX_DELAY. */
	readonly delay: number;
	readonly effect: SlideshowEffect;
}

/** `delay` brought within the bounds; the default for anything that is not a number. */
export function clampDelay(delay: unknown): number {
	const value = typeof delay === 'number' ? delay : Number.parseFloat(String(delay));
	if (!Number.isFinite(value)) {
		return DEFAULT_DELAY;
	}
	return Math.min(MAX_DELAY, Math.max(MIN_DELAY, value));
}

/** The data attributes of the saved wrapper: autoplay only when on, the delay and the effect always. */
export function settingsData(settings: SlideshowSettings): Record<string, string> {
	return {
		...(settings.autoplay === true ? { 'data-autoplay': 'true' } : {}),
		'data-delay': String(clampDelay(settings.delay)),
		'data-effect': settings.effect === 'fade' ? 'fade' : 'slide',
	};
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The slides a visitor sees: each image whose address an image may load (the saved-output
 * policy; never a `blob:` of an upload in progress), its id a whole number (0 when it has
 * none), its text alternative and caption text. Anything in `images` that is not an image's
 * object is left out.
 */
export function savedSlides(images: unknown): SlideshowImage[] {
	if (!Array.isArray(images)) {
		return [];
	}
	return images.flatMap((image: unknown) => {
		if (typeof image !== 'object' || image === null) {
			return [];
		}
		const { id, url, alt, caption } = image as Partial<Record<keyof SlideshowImage, unknown>>;
		const address = safeMediaUrl(url);
		if (address === undefined) {
			return [];
		}
		const wholeId = typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : 0;
		return [{ id: wholeId, url: address, alt: text(alt), caption: text(caption) }];
	});
}

/** The settings back from a saved wrapper's data attributes; defaults for anything missing or odd. */
export function readSettings(element: HTMLElement): SlideshowSettings {
	const { autoplay, delay, effect } = element.dataset;
	return {
		autoplay: autoplay === 'true',
		delay: clampDelay(delay),
		effect: effect === 'fade' ? 'fade' : 'slide',
	};
}
