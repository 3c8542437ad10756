import { envelope, Icon, link, rss } from '@wordpress/icons';

import { socialServices, type SocialLinkKind } from './social-services';

/** What {@link SocialLinkIcon} draws, and how large. */
export interface SocialLinkIconProps {
	/** What the link is to: `socialLinkKind(address)`. */
	readonly kind: SocialLinkKind;
	/** Width and height in pixels; default 24. */
	readonly size?: number;
}

/**
 * The icon of a link to a service's page (its mark: its letters in its colour, in a rounded
 * square, so forty services cost a few hundred bytes rather than forty logos), an email address (an envelope), a feed
 * (the feed icon) or anything else (a chain link). Decorative: the link's text names it.
 *
 * @example
 * <SocialLinkIcon kind={socialLinkKind(url)} size={20} />
 */
export function SocialLinkIcon({ kind, size = 24 }: SocialLinkIconProps) {
	if (kind === 'chain' || kind === 'mail' || kind === 'feed') {
		const icon = kind === 'mail' ? envelope : kind === 'feed' ? rss : link;
		return <Icon icon={icon} size={size} className="blockyard-social-link-icon" />;
	}
	const service = socialServices().find(({ name }) => name === kind);
	if (service === undefined) {
		return null;
	}
	const { mark, colour } = service;
	return (
		<svg
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width={size}
			height={size}
			aria-hidden="true"
			focusable="false"
			className={`blockyard-social-link-icon is-service-${kind}`}
		>
			<rect width="24" height="24" rx="5" fill={colour} />
			<text
				x="12"
				y="16.5"
				textAnchor="middle"
				fill="#fff"
				fontFamily="system-ui, sans-serif"
				fontWeight="700"
				fontSize={mark.length > 1 ? 10 : 14}
			>
				{mark}
			</text>
		</svg>
	);
}
