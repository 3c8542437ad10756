import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentProps } from 'react';

import { ConnectButton, type ConnectButtonProps } from './connect-button';

export interface ConnectPlaceholderProps extends ConnectButtonProps {
	/** The heading; default 'Connect your account'. */
	readonly title?: string;
	/** What connecting is for; default asks to connect to the provider account. */
	readonly instructions?: string;
	readonly icon?: ComponentProps<typeof Placeholder>['icon'];
}

/**
 * The placeholder blocks show until the site is registered and the user connected
 * (donations, newsletter, social gallery …), with the Connect button.
 *
 * @example
 * if (!isUserConnected(state, host.site)) return <ConnectPlaceholder from="donations" />;
 */
export function ConnectPlaceholder({ title, instructions, icon, ...button }: ConnectPlaceholderProps) {
	return (
		<Placeholder
			className="blockyard-connect-placeholder"
			label={title ?? __('Connect your account', 'blockyard')}
			instructions={
				instructions ??
				__('To use this, connect to the provider account. It only takes a moment.', 'blockyard')
			}
			{...(icon === undefined ? {} : { icon })}
		>
			<ConnectButton {...button} />
		</Placeholder>
	);
}
