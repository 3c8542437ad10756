import { AI_ASSISTANT_FLAG, AiSuggestionsPanel } from '@blockyard/ai-assistant';
import type { BlockyardHost } from '@blockyard/ui';
import { __ } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';

/** What WordPress's document settings panel takes. */
interface DocumentSettingPanelProps {
	readonly name: string;
	readonly title: string;
	readonly children?: ReactNode;
}

/**
 * The parts of the editor page's `wp` global that add a panel to the post's sidebar:
 * `wp.plugins`, and the panel from `wp.editor` (WordPress 6.6 and later) or `wp.editPost`
 * (6.5, where it was first). Read from the page, not imported: the host's script loads in
 * every editor, and only the post editor's page has them.
 */
export interface WordPressEditorGlobals {
	readonly plugins?: {
		registerPlugin(name: string, settings: { readonly render: ComponentType }): unknown;
	};
	readonly editor?: { readonly PluginDocumentSettingPanel?: ComponentType<DocumentSettingPanelProps> };
	readonly editPost?: { readonly PluginDocumentSettingPanel?: ComponentType<DocumentSettingPanelProps> };
}

/** The name of the AI suggestions plugin and of its panel. */
export const AI_SUGGESTIONS_PANEL = 'blockyard-ai-suggestions';

/**
 * Adds Blockyard's panels to the post's sidebar of WordPress's post editor: **AI suggestions**
 * (the excerpt, the tags and categories), where the site's AI switch is on. Answers whether it
 * added it: not in the site or widgets editor, nor on a page without the panel.
 */
export function registerWordPressPostPanels(
	host: Pick<BlockyardHost, 'site' | 'editorKind'>,
	wp: WordPressEditorGlobals | undefined
): boolean {
	const Panel = wp?.editor?.PluginDocumentSettingPanel ?? wp?.editPost?.PluginDocumentSettingPanel;
	if (
		(host.editorKind ?? 'post') !== 'post' ||
		host.site.features[AI_ASSISTANT_FLAG] !== true ||
		wp?.plugins === undefined ||
		Panel === undefined
	) {
		return false;
	}
	wp.plugins.registerPlugin(AI_SUGGESTIONS_PANEL, {
		render: () => (
			<Panel name={AI_SUGGESTIONS_PANEL} title={__('AI suggestions', 'blockyard')}>
				<AiSuggestionsPanel />
			</Panel>
		),
	});
	return true;
}
