import { lazyComponent } from '@blockyard/ui';
import { ExternalLink } from '@wordpress/components';

import type { ServiceLinkProps } from './service-link';

/** The link without its icon, while the icon's code loads or when it cannot. */
function PlainServiceLink({ href, children }: ServiceLinkProps) {
	return <ExternalLink href={href}>{children}</ExternalLink>;
}

/**
 * A link to a page of an outside service, after the service's icon, whose code loads the first
 * time one shows; the plain link meanwhile. Put it in an element with the
 * `blockyard-embed__service-link` class (the package's editor styles set the two side by side).
 *
 * @example
 * <p className="blockyard-embed__service-link"><LazyServiceLink href={url}>@ann</LazyServiceLink></p>
 */
export const LazyServiceLink = lazyComponent<ServiceLinkProps>(() => import('./service-link'), {
	Loading: PlainServiceLink,
	Failed: PlainServiceLink,
});
