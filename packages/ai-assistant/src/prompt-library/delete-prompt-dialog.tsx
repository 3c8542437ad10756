import type { AiPrompt } from '@blockyard/api-client';
import { __experimentalConfirmDialog as ConfirmDialog, Notice } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { refusedRequest } from './refused-request';
import { usePromptLibrary } from './use-prompt-library';

export interface DeletePromptDialogProps {
	readonly prompt: AiPrompt;
	/** Deleted, or kept. */
	readonly onDone: () => void;
}

/** Asks before a saved prompt is deleted for good; a failure is said in the dialog. */
export function DeletePromptDialog({ prompt, onDone }: DeletePromptDialogProps) {
	const { library } = usePromptLibrary();
	const [deleting, setDeleting] = useState(false);
	const [notice, setNotice] = useState<string>();
	const confirm = async () => {
		if (deleting) {
			return;
		}
		setDeleting(true);
		setNotice(undefined);
		try {
			await library.remove(prompt.id);
			onDone();
		} catch (error) {
			setNotice(
				refusedRequest(
					error,
					__('The prompt could not be deleted. Check your connection and try again.', 'blockyard')
				).notice
			);
			setDeleting(false);
		}
	};
	return (
		<ConfirmDialog
			isOpen
			confirmButtonText={__('Delete', 'blockyard')}
			cancelButtonText={__('Cancel', 'blockyard')}
			onConfirm={() => void confirm()}
			onCancel={onDone}
		>
			{notice === undefined ? null : (
				<Notice status="error" isDismissible={false}>
					{notice}
				</Notice>
			)}
			{sprintf(
				/* translators: %s: the prompt's name. */
				__('Delete the saved prompt “%s”? This cannot be undone.', 'blockyard'),
				prompt.name
			)}
		</ConfirmDialog>
	);
}
