import { MenuGroup, MenuItem } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { PromptDialog } from './dialog';
import { PromptMenuItems } from './prompt-menu-items';
import { usePromptLibrary } from './use-prompt-library';

export interface AiBlockMenuProps {
	/** What is typed in the block's prompt: "Save this prompt…" saves it. */
	readonly prompt: string;
	/** A saved prompt was chosen: its text goes into the block's prompt. */
	readonly onUse: (text: string) => void;
	/** Opens one of the library's dialogs (the menu closes). */
	readonly onDialog: (dialog: PromptDialog) => void;
	/** Closes the menu. */
	readonly onClose: () => void;
}

/**
 * The AI block's "Saved prompts" menu: the prompts for the AI block, each with who shares it,
 * then "Save this prompt…" (once something is typed) and "Manage saved prompts…".
 */
export function AiBlockMenu({ prompt, onUse, onDialog, onClose }: AiBlockMenuProps) {
	const { status, prompts, all, library } = usePromptLibrary('ai-block');
	const open = (dialog: PromptDialog) => {
		onClose();
		onDialog(dialog);
	};
	return (
		<>
			<MenuGroup>
				<PromptMenuItems
					status={status}
					prompts={prompts}
					emptyLabel={
						all.length === 0
							? __('No saved prompts yet.', 'blockyard')
							: __('No saved prompts for this block', 'blockyard')
					}
					onChoose={(chosen) => {
						onUse(chosen.text);
						onClose();
					}}
					onRetry={() => void library.load()}
				/>
			</MenuGroup>
			<MenuGroup>
				<MenuItem
					disabled={prompt.trim() === ''}
					onClick={() => open({ kind: 'save', text: prompt })}
				>
					{__('Save this prompt…', 'blockyard')}
				</MenuItem>
				<MenuItem disabled={status !== 'loaded'} onClick={() => open({ kind: 'manage' })}>
					{__('Manage saved prompts…', 'blockyard')}
				</MenuItem>
			</MenuGroup>
		</>
	);
}
