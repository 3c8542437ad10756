import { ConnectPlaceholder, isUserConnected, useConnection } from '@blockyard/connection';
import type { HostSite } from '@blockyard/ui';
import { Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/** "Connected as {login}", or the Connect placeholder while the site or the user is not connected. */
export function ConnectionStatus({ site }: { site: HostSite }) {
	const isRefreshing = useConnection((state) => state.isRefreshing);
	const isRegistered = useConnection((state) => state.connectionStatus.isRegistered);
	const isConnected = useConnection((state) => isUserConnected(state, site));
	const login = useConnection((state) => state.userConnectionData.currentUser.login);
	const requestError = useConnection((state) => state.requestError);

	if (isRefreshing && !isConnected) {
		return (
			<p className="blockyard-playground__connection-checking">
				<Spinner />
				{__('Checking the connection…', 'blockyard')}
			</p>
		);
	}
	if (isRegistered && isConnected) {
		return (
			<p className="blockyard-playground__connection-connected">
				{login === undefined
					? __('Connected', 'blockyard')
					: /* translators: %s: the provider account's login */
						sprintf(__('Connected as %s', 'blockyard'), login)}
			</p>
		);
	}
	return (
		<>
			{requestError !== undefined ? <p role="alert">{requestError}</p> : null}
			<ConnectPlaceholder from="playground" />
		</>
	);
}
