import { lazyComponent, type LazyFailureProps } from '@blockyard/ui';
import { Button, Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** The panel when its code could not be loaded, with Retry. */
function PanelFailed({ retry }: LazyFailureProps) {
	return (
		<Notice status="error" isDismissible={false}>
			{__(
				'The AI suggestions could not be loaded. Check your connection, then try again.',
				'blockyard'
			)}{' '}
			<Button variant="link" onClick={retry}>
				{__('Retry', 'blockyard')}
			</Button>
		</Notice>
	);
}

/**
 * The AI suggestions for the post (its excerpt, its tags and categories), for a panel of the
 * post's sidebar that the host makes (WordPress: a document settings panel titled "AI
 * suggestions"). Its code loads the first time the panel is shown.
 *
 * @example
 * <PluginDocumentSettingPanel name="blockyard-ai-suggestions" title={__('AI suggestions', 'blockyard')}>
 *   <AiSuggestionsPanel />
 * </PluginDocumentSettingPanel>
 */
export const AiSuggestionsPanel = lazyComponent<object>(() => import('./panel'), {
	Loading: Spinner,
	Failed: PanelFailed,
});
