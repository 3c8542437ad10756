import type { Api } from '@blockyard/api-client';
import type { ConnectionStore } from '@blockyard/connection';
import type { BlockyardHost } from '@blockyard/ui';
import { BlockInspector } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { ConnectionPanel } from './connection-panel';
import { FormResponsesPanel } from './form-responses-panel';
import type { PostTerms } from './load-post';
import { PostPanel } from './post-panel';
import { postPanels } from './post-panels';

export interface SettingsSidebarProps {
	readonly api: Api;
	readonly connection: ConnectionStore;
	readonly host: BlockyardHost;
	readonly postId: number;
	/** The site's categories and the post's tags, as loaded with the post. */
	readonly terms: PostTerms;
}

/** The settings of the selected block, the post's excerpt and terms, the packages' panels of the post, and the site's connection. */
export function SettingsSidebar({ api, connection, host, postId, terms }: SettingsSidebarProps) {
	return (
		<div
			className="blockyard-playground__sidebar"
			role="region"
			aria-label={__('Editor settings', 'blockyard')}
		>
			<BlockInspector />
			<PostPanel host={host} terms={terms} />
			{postPanels().map(({ name, title, Content }) => (
				<PanelBody key={name} title={title} initialOpen={false}>
					<Content />
				</PanelBody>
			))}
			<ConnectionPanel store={connection} site={host.site} />
			<FormResponsesPanel api={api} postId={postId} />
		</div>
	);
}
