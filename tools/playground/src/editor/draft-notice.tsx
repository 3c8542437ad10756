import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { LocalDraft } from './local-draft';

export interface DraftNoticeProps {
	readonly draft: LocalDraft;
	readonly onRestore: (draft: LocalDraft) => void;
	readonly onDiscard: () => void;
}

/**
 * Offers the browser's backup of the post when it differs from what the server
 * has, as WordPress's editor does: Restore brings it back as one undoable change,
 * Discard (or closing the notice) removes it.
 */
export function DraftNotice({ draft, onRestore, onDiscard }: DraftNoticeProps) {
	return (
		<Notice
			className="blockyard-playground__draft-notice"
			status="warning"
			onRemove={onDiscard}
			actions={[
				{
					label: __('Restore the backup', 'blockyard'),
					onClick: () => onRestore(draft),
					variant: 'primary',
				},
				{ label: __('Discard the backup', 'blockyard'), onClick: onDiscard, variant: 'secondary' },
			]}
		>
			{__(
				'This browser kept a backup of this post with changes that were not saved. It differs from the version below.',
				'blockyard'
			)}
		</Notice>
	);
}
