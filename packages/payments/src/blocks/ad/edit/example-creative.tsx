import { __ } from '@wordpress/i18n';

/**
 * A drawn ad of the mrec size (300×250): a mug of coffee on a warm ground with a headline's
 * and a button's shapes, shown in the slot in the inserter's example instead of the empty box.
 */
export function ExampleCreative() {
	return (
		<svg
			viewBox="0 0 300 250"
			width="100%"
			height="100%"
			role="img"
			aria-label={__('An example ad: a cup of coffee, 300 by 250 pixels', 'blockyard')}
			className="wp-block-blockyard-ad__example"
		>
			<rect width="300" height="250" fill="#f6e3c8" />
			<circle cx="230" cy="70" r="90" fill="#f0c98f" />
			<rect x="24" y="36" width="130" height="16" rx="4" fill="#5b3a1e" />
			<rect x="24" y="62" width="96" height="10" rx="3" fill="#8a6242" />
			<rect x="24" y="190" width="92" height="30" rx="15" fill="#c0392b" />
			<path d="M170 120h84v60a30 30 0 0 1-30 30h-24a30 30 0 0 1-30-30z" fill="#fff" />
			<path d="M254 134a18 18 0 0 1 0 36" fill="none" stroke="#fff" strokeWidth="8" />
			<ellipse cx="212" cy="122" rx="40" ry="6" fill="#6b3f1f" />
			<path
				d="M196 104c-6-10 6-14 0-24M216 104c-6-10 6-14 0-24"
				fill="none"
				stroke="#b08968"
				strokeWidth="3"
			/>
		</svg>
	);
}
