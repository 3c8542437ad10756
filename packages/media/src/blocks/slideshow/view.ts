// The slideshow on a visitor's page: the saved list of images becomes a slider once Swiper
// (a chunk of its own) has loaded. Until then, and for good if it cannot load, the list stays
// as it was saved: every image, one below the other. A single image stays as it is.
import { FIGURE_CLASS, readSettings, SLIDE_CLASS, SLIDES_CLASS } from './markup';
import { prefersReducedMotion } from './slider/options';
import type { createSlider, SliderHandle } from './slider/slider';

/** The class the block carries once its list has become a slider. */
export const SLIDER_STARTED_CLASS = 'is-slider';

/** What the slider's chunk gives the view. */
export interface SliderModule {
	readonly createSlider: typeof createSlider;
}

/** Loads the slider's chunk (Swiper with it); replaced in tests. */
export const loadSlider = (): Promise<SliderModule> => import('./slider/slider');

/**
 * Turns one saved `.wp-block-blockyard-slideshow` into a slider; resolves to it, or to null
 * when the block stays a list (one image, or Swiper could not be loaded or started).
 */
export async function startSlideshow(
	root: HTMLElement,
	load: typeof loadSlider = loadSlider
): Promise<SliderHandle | null> {
	const list = root.querySelector<HTMLElement>(`.${SLIDES_CLASS}`);
	const items = Array.from(list?.querySelectorAll<HTMLElement>(`:scope > .${SLIDE_CLASS}`) ?? []);
	const pairs = items.flatMap((item) => {
		const figure = item.querySelector<HTMLElement>(`:scope > .${FIGURE_CLASS}`);
		return figure ? [{ item, figure }] : [];
	});
	if (!list || pairs.length < 2) {
		return null;
	}
	let create: SliderModule['createSlider'];
	try {
		({ createSlider: create } = await load());
	} catch {
		return null;
	}
	try {
		const slider = create(
			root,
			pairs.map(({ figure }) => figure),
			{
				settings: readSettings(root),
				reducedMotion: prefersReducedMotion(root.ownerDocument.defaultView),
				before: list,
			}
		);
		list.remove();
		root.classList.add(SLIDER_STARTED_CLASS);
		return slider;
	} catch {
		// Every figure back in its place: the list stays whole.
		for (const { item, figure } of pairs) {
			item.append(figure);
		}
		return null;
	}
}

/**
 * Starts the slideshow of one saved block: its list becomes a slider as soon as Swiper has
 * loaded (see `startSlideshow`).
 *
 * @example
 * document.querySelectorAll('.wp-block-blockyard-slideshow').forEach(startView);
 */
export function startView(element: HTMLElement): void {
	void startSlideshow(element);
}
