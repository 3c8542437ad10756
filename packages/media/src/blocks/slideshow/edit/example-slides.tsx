import { __ } from '@wordpress/i18n';

/**
 * A drawn slideshow: a lake under mountains as the slide, the slider's previous and next
 * arrows at its sides and its pagination's dots, the first one current. The inserter's
 * example shows it in place of the slider, which it does not load.
 */
export function ExampleSlides() {
	return (
		<svg
			viewBox="0 0 640 360"
			width="100%"
			role="img"
			aria-label={__('A slideshow of landscape photos', 'blockyard')}
			className="wp-block-blockyard-slideshow__example"
		>
			<rect width="640" height="360" fill="#9fd3f0" />
			<circle cx="500" cy="80" r="34" fill="#fff3b0" />
			<path d="M0 230l130-130 90 80 110-140 150 160 70-60 90 90z" fill="#5c7a99" />
			<path d="M270 90l60-50 40 44-30 0-20-14-20 20z" fill="#fff" />
			<path d="M0 230h640v130H0z" fill="#4a90b8" />
			<path d="M0 300c140-30 260 10 360 0s200-40 280-10v70H0z" fill="#3f7d4e" />
			<circle cx="40" cy="180" r="20" fill="#000" opacity=".4" />
			<path d="M46 170l-12 10 12 10" fill="none" stroke="#fff" strokeWidth="4" />
			<circle cx="600" cy="180" r="20" fill="#000" opacity=".4" />
			<path d="M594 170l12 10-12 10" fill="none" stroke="#fff" strokeWidth="4" />
			<circle cx="300" cy="340" r="6" fill="#fff" />
			<circle cx="320" cy="340" r="6" fill="#fff" opacity=".5" />
			<circle cx="340" cy="340" r="6" fill="#fff" opacity=".5" />
		</svg>
	);
}
