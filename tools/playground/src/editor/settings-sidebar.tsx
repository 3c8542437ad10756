import type { Api } from '@blockyard/api-client';
import type { ConnectionStore } from '@blockyard/connection';
import type { HostSite } from '@blockyard/ui';
import { BlockInspector } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import { ConnectionPanel } from './connection-panel';
import { FormResponsesPanel } from './form-responses-panel';

export interface SettingsSidebarProps {
	readonly api: Api;
	readonly connection: ConnectionStore;
	readonly site: HostSite;
	readonly postId: number;
}

/** The settings of the selected block, and the site's connection. */
export function SettingsSidebar({ api, connection, site, postId }: SettingsSidebarProps) {
	return (
		<div
			className="blockyard-playground__sidebar"
			role="region"
			aria-label={__('Editor settings', 'blockyard')}
		>
			<BlockInspector />
			<ConnectionPanel store={connection} site={site} />
			<FormResponsesPanel api={api} postId={postId} />
		</div>
	);
}
