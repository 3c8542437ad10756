import { SocialLinkIcon, socialLinkKind } from '@blockyard/ui';
import { ExternalLink } from '@wordpress/components';

export interface AccountLinkProps {
	/** The account's page on its service. */
	readonly href: string;
	/** The account's name, shown as `@name`. */
	readonly user: string;
}

/**
 * The account's page, after its service's icon. Loaded when Account Settings first shows (the
 * table of services is most of it), so the block's edit stays small.
 */
export default function AccountLink({ href, user }: AccountLinkProps) {
	return (
		<>
			<SocialLinkIcon kind={socialLinkKind(href)} size={20} />
			<ExternalLink href={href}>{`@${user}`}</ExternalLink>
		</>
	);
}
