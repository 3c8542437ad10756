import { __ } from '@wordpress/i18n';

/**
 * A drawn event page: a stage under lights as the event's image, the title's and the date's
 * lines, and the orange ticket button. It stands for an embedded checkout in the inserter's
 * example, where nothing of Eventbrite may load.
 */
export function ExampleEventPage() {
	return (
		<svg
			viewBox="0 0 600 340"
			width="100%"
			role="img"
			aria-label={__('An event page with its tickets', 'blockyard')}
			className="wp-block-blockyard-eventbrite__example"
		>
			<rect width="600" height="340" fill="#fff" stroke="#dbdae3" strokeWidth="2" />
			<rect x="24" y="24" width="552" height="160" rx="6" fill="#1e0a3c" />
			<path
				d="M120 24l-50 160h100zM300 24l-50 160h100zM480 24l-50 160h100z"
				fill="#f8e7a1"
				opacity=".25"
			/>
			<path d="M24 184c60-40 120-40 180 0 60-40 120-40 180 0 60-40 132-40 192 0z" fill="#3d2466" />
			<rect x="24" y="204" width="60" height="64" rx="6" fill="#f1f0f6" />
			<rect x="38" y="216" width="32" height="10" rx="2" fill="#d1410c" />
			<rect x="34" y="234" width="40" height="22" rx="3" fill="#39364f" />
			<rect x="104" y="208" width="300" height="20" rx="4" fill="#1e0a3c" />
			<rect x="104" y="240" width="200" height="12" rx="3" fill="#6f7287" />
			<rect x="104" y="292" width="240" height="10" rx="3" fill="#a9a8b3" />
			<rect x="424" y="276" width="152" height="44" rx="6" fill="#d1410c" />
			<rect x="456" y="293" width="88" height="10" rx="3" fill="#fff" />
		</svg>
	);
}
