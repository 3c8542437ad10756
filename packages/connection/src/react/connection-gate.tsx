import { BlockPlaceholder, useHost, useOptionalHost } from '@blockyard/ui';
import type { HTMLAttributes, ReactElement, ReactNode } from 'react';

import { ConnectPlaceholder } from './connect-placeholder';
import { useOptionalConnectionStore } from './connection-context';
import { useIsUserConnected } from './use-is-user-connected';

export interface ConnectionGateProps {
	/** The block's wrapper props (`useBlockProps()`), for the placeholders' wrapper. */
	readonly blockProps: HTMLAttributes<HTMLDivElement>;
	/** Where the Connect placeholder was shown, for its usage event (e.g. `mailchimp`). */
	readonly from: string;
	/** The block's title, the placeholders' label. */
	readonly title: string;
	readonly icon: ReactElement;
	/** Why the block needs the user's connection, shown on the Connect placeholder. */
	readonly instructions: string;
	/** Shown when the editor has no host (the block cannot reach the provider at all). */
	readonly notSetUp: string;
	/** The block's own edit, once the user is connected. */
	readonly children: ReactNode;
}

/**
 * The edit of a block that reaches a service through the user's connection (newsletter, social
 * gallery, donations): a placeholder saying the block is not set up when the editor has no host,
 * the Connect placeholder while the user is not connected (a plain placeholder with the same
 * words when the page has no connection store to connect with), and the block's own edit once
 * connected.
 *
 * @example
 * const blockProps = useBlockProps();
 * return (
 *   <ConnectionGate blockProps={blockProps} from="donations" title={__('Donations', 'blockyard')} icon={icon}
 *     instructions={…} notSetUp={…}>
 *     <DonationsEdit {...props} />
 *   </ConnectionGate>
 * );
 */
export function ConnectionGate(props: ConnectionGateProps): ReactElement {
	const { blockProps } = props;
	if (useOptionalHost() === undefined) {
		return (
			<div {...blockProps}>
				<BlockPlaceholder label={props.title} icon={props.icon} instructions={props.notSetUp} />
			</div>
		);
	}
	return <ConnectedOnly {...props} />;
}

function ConnectedOnly({
	blockProps,
	from,
	title,
	icon,
	instructions,
	children,
}: ConnectionGateProps): ReactElement {
	const host = useHost();
	const isConnected = useIsUserConnected(host.site);
	const hasConnectionStore = useOptionalConnectionStore() !== undefined;
	if (isConnected) {
		return <>{children}</>;
	}
	return (
		<div {...blockProps}>
			{hasConnectionStore ? (
				<ConnectPlaceholder from={from} title={title} icon={icon} instructions={instructions} />
			) : (
				<BlockPlaceholder label={title} icon={icon} instructions={instructions} />
			)}
		</div>
	);
}
