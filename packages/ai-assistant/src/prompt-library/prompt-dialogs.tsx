import type { AiPrompt } from '@blockyard/api-client';
import { useState } from '@wordpress/element';

import { DeletePromptDialog } from './delete-prompt-dialog';
import type { PromptDialog } from './dialog';
import { ManagePromptsModal } from './manage-prompts-modal';
import { PromptFormModal } from './prompt-form-modal';

export interface PromptDialogsProps {
	/** The dialog the AI block's menu opened. */
	readonly dialog: PromptDialog;
	/** A prompt was chosen to use: its text goes into the block's prompt. */
	readonly onUse: (text: string) => void;
	readonly onClose: () => void;
}

type View = PromptDialog | { readonly kind: 'edit' | 'delete'; readonly prompt: AiPrompt };

/**
 * The AI block's prompt library dialogs: "Save prompt", or "Saved prompts", from which Edit
 * and Delete open their own dialog and come back to the list. One dialog at a time.
 */
export function PromptDialogs({ dialog, onUse, onClose }: PromptDialogsProps) {
	const [view, setView] = useState<View>(dialog);
	const back = () => setView({ kind: 'manage' });
	switch (view.kind) {
		case 'save':
			return <PromptFormModal text={view.text} onDone={onClose} />;
		case 'edit':
			return <PromptFormModal prompt={view.prompt} onDone={back} />;
		case 'delete':
			return <DeletePromptDialog prompt={view.prompt} onDone={back} />;
		case 'manage':
			return (
				<ManagePromptsModal
					onUse={(prompt) => {
						onUse(prompt.text);
						onClose();
					}}
					onEdit={(prompt) => setView({ kind: 'edit', prompt })}
					onDelete={(prompt) => setView({ kind: 'delete', prompt })}
					onClose={onClose}
				/>
			);
	}
}
