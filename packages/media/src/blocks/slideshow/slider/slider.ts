// The slider the editor and the visitor's view both show, on Swiper: loaded lazily (this
// module is a chunk of its own, with Swiper in it). Built after the WAI-ARIA carousel
// pattern: a labelled region, each slide a group labelled 'n of total', labelled buttons
// (rotation first), arrow keys while focus is in the carousel, no focus trap, and a polite
// live region only while the slides do not advance by themselves.
import { __, sprintf } from '@wordpress/i18n';
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules';

import { SLIDESHOW_CLASS, type SlideshowSettings } from '../markup';
import { sliderHeight, sliderOptions } from './options';

export const CAROUSEL_CLASS = `${SLIDESHOW_CLASS}__carousel`;
const element = (name: string) => `${SLIDESHOW_CLASS}__${name}`;

/** A running slider: Swiper's instance, its rotation, and how to take it down. */
export interface SliderHandle {
	readonly swiper: Swiper;
	/** The carousel's region, which holds the controls and the slides. */
	readonly carousel: HTMLElement;
	/** Whether the slides are advancing by themselves now. */
	isPlaying(): boolean;
	/** Stops the rotation, as the pause button does. */
	pause(): void;
	/** Restarts it, as the play button does (when the slideshow plays by itself at all). */
	play(): void;
	/** Stops Swiper and removes the carousel; the figures it was given go with it. */
	destroy(): void;
}

export interface SliderConfig {
	readonly settings: SlideshowSettings;
	/** Whether the person prefers reduced motion: no rotation, no animated transitions. */
	readonly reducedMotion: boolean;
	/** Where the carousel goes in `host`: before this node, or at its end. */
	readonly before?: Node | null;
}

const PAUSE_ICON =
	'<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M7 5h3v14H7zm7 0h3v14h-3z"/></svg>';
const PLAY_ICON =
	'<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M8 5v14l11-7z"/></svg>';
const PREVIOUS_ICON =
	'<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M14.6 7 9.6 12l5 5-1.1 1.1L7.4 12l6.1-6.1z"/></svg>';
const NEXT_ICON =
	'<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="m9.4 17 5-5-5-5 1.1-1.1 6.1 6.1-6.1 6.1z"/></svg>';

function button(doc: Document, name: string, label: string, icon: string): HTMLButtonElement {
	const control = doc.createElement('button');
	control.type = 'button';
	control.className = element(name);
	control.setAttribute('aria-label', label);
	control.innerHTML = icon;
	return control;
}

/**
 * Turns `figures` (each one image, with its caption) into a slider in `host`, with previous
 * and next buttons, pagination, and a pause/play button when the slideshow plays by itself.
 * The figures are moved into the slides.
 */
export function createSlider(
	host: HTMLElement,
	figures: readonly HTMLElement[],
	config: SliderConfig
): SliderHandle {
	const doc = host.ownerDocument;
	const view = doc.defaultView;
	const count = figures.length;
	const options = sliderOptions(config.settings, count, config.reducedMotion);
	const rotates = options.autoplay !== false;

	const carousel = doc.createElement('div');
	carousel.className = CAROUSEL_CLASS;
	carousel.setAttribute('role', 'region');
	carousel.setAttribute('aria-roledescription', __('carousel', 'blockyard'));
	carousel.setAttribute('aria-label', __('Slideshow', 'blockyard'));

	const container = doc.createElement('div');
	container.className = `${element('container')} swiper`;
	const track = doc.createElement('div');
	track.className = `${element('track')} swiper-wrapper`;
	for (const figure of figures) {
		const slide = doc.createElement('div');
		slide.className = `${element('slide')} swiper-slide`;
		slide.append(figure);
		track.append(slide);
	}
	container.append(track);

	// The controls come first, the rotation control before the others, as the pattern asks.
	const controls = doc.createElement('div');
	controls.className = element('controls');
	const rotation = rotates ? button(doc, 'rotation', __('Pause slideshow', 'blockyard'), PAUSE_ICON) : null;
	const previous = button(doc, 'previous', __('Previous slide', 'blockyard'), PREVIOUS_ICON);
	const next = button(doc, 'next', __('Next slide', 'blockyard'), NEXT_ICON);
	const pagination = doc.createElement('div');
	pagination.className = element('pagination');
	if (rotation) {
		controls.append(rotation);
	}
	if (count > 1) {
		controls.append(previous, pagination, next);
	}
	if (controls.childElementCount > 0) {
		carousel.append(controls);
	}
	carousel.append(container);
	host.insertBefore(carousel, config.before ?? null);

	let swiper: Swiper;
	try {
		swiper = startSwiper();
	} catch (error) {
		carousel.remove();
		throw error;
	}

	function startSwiper(): Swiper {
		return new Swiper(container, {
			modules: [Navigation, Pagination, Autoplay, EffectFade, A11y],
			effect: options.effect,
			fadeEffect: { crossFade: true },
			loop: options.loop,
			speed: options.speed,
			threshold: options.threshold,
			autoplay: options.autoplay === false ? false : { ...options.autoplay },
			navigation: count > 1 ? { prevEl: previous, nextEl: next } : false,
			pagination:
				count > 1
					? {
							el: pagination,
							type: options.pagination.type,
							clickable: true,
							bulletElement: 'button',
						}
					: false,
			a11y: {
				prevSlideMessage: __('Previous slide', 'blockyard'),
				nextSlideMessage: __('Next slide', 'blockyard'),
				firstSlideMessage: __('This is the first slide', 'blockyard'),
				lastSlideMessage: __('This is the last slide', 'blockyard'),
				/* translators: {{index}}: the number of the slide a pagination button shows. */
				paginationBulletMessage: __('Go to slide {{index}}', 'blockyard'),
				/* translators: %1$s: the number of a slide; %2$s: how many slides there are. */
				slideLabelMessage: sprintf(__('%1$s of %2$s', 'blockyard'), '{{index}}', '{{slidesLength}}'),
				itemRoleDescriptionMessage: __('slide', 'blockyard'),
				slideRole: 'group',
			},
		});
	}

	let playing = rotates;
	/** The slide track is a polite live region only while the slides stay put. */
	const announce = () => track.setAttribute('aria-live', playing ? 'off' : 'polite');
	announce();

	const pause = () => {
		if (!rotates) {
			return;
		}
		playing = false;
		swiper.autoplay.stop();
		rotation?.setAttribute('aria-label', __('Play slideshow', 'blockyard'));
		if (rotation) {
			rotation.innerHTML = PLAY_ICON;
		}
		announce();
	};
	const play = () => {
		if (!rotates) {
			return;
		}
		playing = true;
		swiper.autoplay.start();
		rotation?.setAttribute('aria-label', __('Pause slideshow', 'blockyard'));
		if (rotation) {
			rotation.innerHTML = PAUSE_ICON;
		}
		announce();
	};
	rotation?.addEventListener('click', () => (playing ? pause() : play()));

	// Keyboard focus inside the carousel stops the rotation (the rotation button aside, which
	// has its own say); the arrow keys move between slides while focus is in it.
	const onFocusIn = (event: FocusEvent) => {
		if (playing && event.target !== rotation) {
			pause();
		}
	};
	const onKeyDown = (event: KeyboardEvent) => {
		if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) {
			return;
		}
		if (event.key === 'ArrowLeft') {
			event.preventDefault();
			swiper.slidePrev();
		} else if (event.key === 'ArrowRight') {
			event.preventDefault();
			swiper.slideNext();
		}
	};
	carousel.addEventListener('focusin', onFocusIn);
	carousel.addEventListener('keydown', onKeyDown);

	// The height follows the first image's shape, within the caps.
	const firstImage = figures[0]?.querySelector('img') ?? null;
	const resize = () => {
		const height = sliderHeight({
			width: container.clientWidth,
			imageWidth: firstImage?.naturalWidth ?? 0,
			imageHeight: firstImage?.naturalHeight ?? 0,
			windowHeight: view?.innerHeight,
		});
		if (height > 0) {
			container.style.height = `${String(height)}px`;
		}
	};
	firstImage?.addEventListener('load', resize);
	swiper.on('resize', resize);
	resize();

	return {
		swiper,
		carousel,
		isPlaying: () => playing,
		pause,
		play,
		destroy() {
			firstImage?.removeEventListener('load', resize);
			swiper.destroy(true, false);
			carousel.remove();
		},
	};
}
