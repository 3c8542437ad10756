import { __ } from '@wordpress/i18n';

/**
 * A drawn video frame: hills under an evening sky, the player's play button in the middle and
 * its progress bar along the bottom. The inserter's example shows it in place of a player.
 */
export function ExampleFrame() {
	return (
		<svg
			viewBox="0 0 640 360"
			width="100%"
			role="img"
			aria-label={__('A video frame with a play button', 'blockyard')}
			className="wp-block-blockyard-video__example"
		>
			<rect width="640" height="360" fill="#2b3a67" />
			<rect width="640" height="200" y="100" fill="#e07a5f" opacity=".5" />
			<circle cx="470" cy="190" r="46" fill="#f2cc8f" />
			<path d="M0 250c120-70 220-60 330-10s210 40 310-20v140H0z" fill="#3d405b" />
			<path d="M0 300c160-50 300-30 420 0s160 10 220-10v70H0z" fill="#1f2233" />
			<circle cx="320" cy="180" r="44" fill="#000" opacity=".55" />
			<path d="M306 158v44l36-22z" fill="#fff" />
			<rect x="24" y="334" width="592" height="6" rx="3" fill="#fff" opacity=".4" />
			<rect x="24" y="334" width="180" height="6" rx="3" fill="#fff" />
		</svg>
	);
}
