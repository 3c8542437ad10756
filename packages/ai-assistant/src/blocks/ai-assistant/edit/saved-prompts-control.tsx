import { lazyComponent } from '@blockyard/ui';
import { DropdownMenu, MenuItem, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { symbol } from '@wordpress/icons';

import type { PromptDialog } from '../../../prompt-library/dialog';

/** The prompt library's menu and dialogs: their code loads the first time the menu opens. */
const Part = lazyComponent(() => import('../../../prompt-library'), {
	Loading: () => <Spinner />,
	Failed: ({ retry }) => <MenuItem onClick={retry}>{__('Retry', 'blockyard')}</MenuItem>,
});

export interface SavedPromptsControlProps {
	/** What is typed in the prompt. */
	readonly prompt: string;
	/** A saved prompt was chosen: its text replaces the prompt. */
	readonly onUse: (text: string) => void;
}

/** "Saved prompts" beside the AI block's prompt: the site's saved prompts, to use, save and manage. */
export function SavedPromptsControl({ prompt, onUse }: SavedPromptsControlProps) {
	const [dialog, setDialog] = useState<PromptDialog>();
	return (
		<>
			<DropdownMenu icon={symbol} label={__('Saved prompts', 'blockyard')}>
				{({ onClose }) => (
					<Part
						part="ai-block-menu"
						prompt={prompt}
						onUse={onUse}
						onDialog={setDialog}
						onClose={onClose}
					/>
				)}
			</DropdownMenu>
			{dialog ? (
				<Part part="dialogs" dialog={dialog} onUse={onUse} onClose={() => setDialog(undefined)} />
			) : null}
		</>
	);
}
