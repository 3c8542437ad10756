// The pure parts of the slider: what Swiper is asked to do for a slideshow's settings, the
// pagination for a number of slides, the visitor's motion preference and the slider's height.
import type { SlideshowSettings } from '../markup';

/** Bullets for this many slides at most; a counter ('2 / 9') beyond. */
export const MAX_BULLETS = 5;
/** The widest image shape the slider's height follows: wider images leave room above and below. */
export const MAX_ASPECT_RATIO = 16 / 9;
/** The share of the window's height the slider may fill, and the height used without a window. */
export const MAX_WINDOW_SHARE = 0.8;
export const FALLBACK_MAX_HEIGHT = 600;
/** How far, in pixels, a swipe must move before it counts. */
export const SWIPE_THRESHOLD = 5;
/** The transition between two slides, in milliseconds (none for a visitor who prefers less motion). */
export const TRANSITION_MS = 300;

export type PaginationType = 'bullets' | 'fraction';

/** Bullets, one per slide, up to MAX_BULLETS slides; otherwise 'n / total'. */
export function paginationType(count: number): PaginationType {
	return count <= MAX_BULLETS ? 'bullets' : 'fraction';
}

/** Whether the person asked their system for less motion (false where the question cannot be asked). */
export function prefersReducedMotion(view: Pick<Window, 'matchMedia'> | null | undefined): boolean {
	if (!view || typeof view.matchMedia !== 'function') {
		return false;
	}
	return view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether the slides advance by themselves: asked for, and not against the person's preference. */
export function playsByItself(settings: SlideshowSettings, reducedMotion: boolean): boolean {
	return settings.autoplay && !reducedMotion;
}

/** The options Swiper is started with (its elements and modules aside). */
export interface SliderOptions {
	readonly effect: 'slide' | 'fade';
	readonly loop: boolean;
	readonly speed: number;
	readonly threshold: number;
	readonly autoplay:
		| false
		| {
				readonly delay: number;
				readonly disableOnInteraction: boolean;
				readonly pauseOnMouseEnter: boolean;
		  };
	readonly pagination: { readonly type: PaginationType; readonly clickable: boolean };
}

/**
 * What Swiper does for `settings` with `count` slides: the effect; looping when there is
 * more than one slide; autoplay every `delay` seconds unless the person prefers reduced
 * motion (nor any animated transition then), held while the mouse is over the slides;
 * bullets or a counter.
 */
export function sliderOptions(
	settings: SlideshowSettings,
	count: number,
	reducedMotion: boolean
): SliderOptions {
	const plays = playsByItself(settings, reducedMotion) && count > 1;
	return {
		effect: settings.effect,
		loop: count > 1,
		speed: reducedMotion ? 0 : TRANSITION_MS,
		threshold: SWIPE_THRESHOLD,
		autoplay: plays
			? { delay: settings.delay * 1000, disableOnInteraction: false, pauseOnMouseEnter: true }
			: false,
		pagination: { type: paginationType(count), clickable: true },
	};
}

/**
 * The slider's height for its width: the first image's shape, no wider than 16:9, and never
 * taller than 80 % of the window's height (600 px when the window's height is unknown).
 */
export function sliderHeight(size: {
	readonly width: number;
	/** The first image's natural width and height; 0 when not known yet. */
	readonly imageWidth: number;
	readonly imageHeight: number;
	readonly windowHeight?: number | undefined;
}): number {
	const ratio =
		size.imageWidth > 0 && size.imageHeight > 0
			? Math.min(size.imageWidth / size.imageHeight, MAX_ASPECT_RATIO)
			: MAX_ASPECT_RATIO;
	const cap =
		size.windowHeight !== undefined && size.windowHeight > 0
			? size.windowHeight * MAX_WINDOW_SHARE
			: FALLBACK_MAX_HEIGHT;
	return Math.floor(Math.min(size.width / ratio, cap));
}
