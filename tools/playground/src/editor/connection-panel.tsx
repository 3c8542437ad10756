import { ConnectionProvider, ReconnectBanner, type ConnectionStore } from '@blockyard/connection';
import type { HostSite } from '@blockyard/ui';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ConnectionStatus } from './connection-status';

export interface ConnectionPanelProps {
	/** The page's connection store (blocks read the same one). */
	readonly store: ConnectionStore;
	readonly site: HostSite;
}

/** The settings sidebar's "Connection" panel: the site's connection to the local provider. */
export function ConnectionPanel({ store, site }: ConnectionPanelProps) {
	return (
		<ConnectionProvider store={store}>
			<PanelBody title={__('Connection', 'blockyard')} initialOpen>
				<ReconnectBanner />
				<ConnectionStatus site={site} />
			</PanelBody>
		</ConnectionProvider>
	);
}
