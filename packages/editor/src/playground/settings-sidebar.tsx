import type { ConnectionStore } from '@blockyard/connection';
import type { HostSite } from '@blockyard/ui';
import { BlockInspector } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { ConnectionPanel } from './connection-panel';

export interface SettingsSidebarProps {
	readonly connection: ConnectionStore;
	readonly site: HostSite;
}

/** The settings of the selected block, and the site's connection. */
export function SettingsSidebar({ connection, site }: SettingsSidebarProps) {
	return (
		<div
			className="blockyard-playground__sidebar"
			role="region"
			aria-label={__('Editor settings', 'blockyard')}
		>
			<BlockInspector />
			<ConnectionPanel store={connection} site={site} />
		</div>
	);
}
