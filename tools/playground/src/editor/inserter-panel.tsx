import { __experimentalLibrary as InserterLibrary } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

export interface InserterPanelProps {
	readonly onClose: () => void;
}

/**
 * Gutenberg's inserter library (blocks, patterns, media) in a side panel, as WordPress shows it:
 * with the preview of the hovered block (its example) beside the panel, and the tips.
 */
export function InserterPanel({ onClose }: InserterPanelProps) {
	return (
		<div
			className="blockyard-playground__inserter"
			role="region"
			aria-label={__('Block Library', 'blockyard')}
		>
			<InserterLibrary showInserterHelpPanel shouldFocusBlock onClose={onClose} />
		</div>
	);
}
