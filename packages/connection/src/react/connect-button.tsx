import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useConnection } from './use-connection';

export interface ConnectButtonProps {
	/** The button's text; default 'Connect'. */
	readonly label?: string;
	/** Names the screen that asked (`from` on the authorization URL). */
	readonly from?: string;
	/** Where the authorize page sends the user back to; default the current page. */
	readonly redirectUri?: string;
	/** The plugin registering the site, by slug. */
	readonly pluginSlug?: string;
}

/**
 * Registers the site when it is not registered yet, then sends the user to
 * authorize. Busy while that runs; a failure is shown with its message.
 *
 * @example
 * <ConnectButton from="donations" />
 */
export function ConnectButton({ label, from, redirectUri, pluginSlug }: ConnectButtonProps) {
	const isRegistered = useConnection((state) => state.connectionStatus.isRegistered);
	const isBusy = useConnection((state) => state.siteIsRegistering || state.userIsConnecting);
	const registrationError = useConnection((state) => state.registrationError);
	const requestError = useConnection((state) => state.requestError);
	const registerSite = useConnection((state) => state.registerSite);
	const connectUser = useConnection((state) => state.connectUser);
	const [isStarting, setStarting] = useState(false);

	const busy = isBusy || isStarting;
	const connect = async () => {
		if (busy) {
			return;
		}
		setStarting(true);
		try {
			const redirect = redirectUri ?? window.location.href;
			if (!isRegistered) {
				const url = await registerSite({
					redirectUri: redirect,
					...(pluginSlug === undefined ? {} : { pluginSlug }),
				});
				if (url === undefined) {
					return;
				}
			}
			await connectUser({ redirect, ...(from === undefined ? {} : { from }) });
		} finally {
			setStarting(false);
		}
	};

	const error = registrationError ?? requestError;
	return (
		<div className="blockyard-connect-button">
			<Button
				variant="primary"
				isBusy={busy}
				// aria-disabled, not disabled: the button keeps its focus while busy (WordPress 6.5 has no accessibleWhenDisabled).
				aria-disabled={busy}
				onClick={() => void connect()}
			>
				{label ?? __('Connect', 'blockyard')}
			</Button>
			{error !== undefined ? (
				<p className="blockyard-connect-button__error" role="alert">
					{error}
				</p>
			) : null}
		</div>
	);
}
