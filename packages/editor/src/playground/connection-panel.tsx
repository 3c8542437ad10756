import type { Client } from '@blockyard/api-client';
import { ConnectionProvider, ReconnectBanner } from '@blockyard/connection';
import type { HostSite } from '@blockyard/ui';
import { PanelBody } from '@wordpress/components';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { createPlaygroundConnectionStore } from './connection-store';
import { ConnectionStatus } from './connection-status';

export interface ConnectionPanelProps {
	readonly client: Client;
	readonly site: HostSite;
}

/** The settings sidebar's "Connection" panel: the site's connection to the local provider. */
export function ConnectionPanel({ client, site }: ConnectionPanelProps) {
	const store = useMemo(() => createPlaygroundConnectionStore(client), [client]);
	return (
		<ConnectionProvider store={store}>
			<PanelBody title={__('Connection', 'blockyard')} initialOpen>
				<ReconnectBanner />
				<ConnectionStatus site={site} />
			</PanelBody>
		</ConnectionProvider>
	);
}
