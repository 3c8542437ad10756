import { SocialLinkIcon, socialLinkKind } from '@blockyard/ui';
import { ExternalLink } from '@wordpress/components';
import type { ReactNode } from 'react';

export interface ServiceLinkProps {
	/** The page on the service. */
	readonly href: string;
	/** The link's text. */
	readonly children: ReactNode;
}

/**
 * A link to a page of an outside service (an account, a connection's settings), in a new tab,
 * after the service's icon (`socialLinkKind` of `@blockyard/ui` tells which service). Loaded
 * through `LazyServiceLink` (the table of services is most of it), so an edit stays small.
 */
export default function ServiceLink({ href, children }: ServiceLinkProps) {
	return (
		<>
			<SocialLinkIcon kind={socialLinkKind(href)} size={20} />
			<ExternalLink href={href}>{children}</ExternalLink>
		</>
	);
}
