import { __ } from '@wordpress/i18n';

/**
 * Three drawn photos in the gallery's mosaic: a tall forest on the left, a beach at sunset and
 * a field under hills on the right. The inserter's example shows them in place of the images.
 */
export function ExampleTiles() {
	return (
		<svg
			viewBox="0 0 600 400"
			width="100%"
			role="img"
			aria-label={__('A tiled gallery of three photos', 'blockyard')}
			className="wp-block-blockyard-tiled-gallery__example"
		>
			<rect width="236" height="400" fill="#cfe8d6" />
			<path d="M60 330l50-200 50 200zM130 360l56-240 50 240zM0 360l40-150 40 150z" fill="#2f6b45" />
			<path d="M0 360h236v40H0z" fill="#6b4f2f" />
			<rect x="244" width="356" height="196" fill="#f6b38e" />
			<circle cx="422" cy="120" r="36" fill="#f8e16c" />
			<path d="M244 126h356v70H244z" fill="#2e86ab" />
			<path d="M244 176c90-20 200-20 356 0v20H244z" fill="#f1dca7" />
			<rect x="244" y="204" width="356" height="196" fill="#bfe3f5" />
			<path d="M244 320c60-70 120-90 180-40s120 10 176-30v150H244z" fill="#7fa06a" />
			<path d="M244 360c100-30 220-30 356 0v40H244z" fill="#e6c35c" />
		</svg>
	);
}
