import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { code, external, plus, redo as redoIcon, undo as undoIcon } from '@wordpress/icons';
import type { MouseEvent } from 'react';

import { previewAddress } from './locale';
import type { EditorHistory } from './use-editor-history';
import type { SaveState } from './use-save';

export interface HeaderProps {
	readonly history: EditorHistory;
	readonly saveState: SaveState;
	readonly isInserterOpen: boolean;
	readonly onToggleInserter: () => void;
	readonly isCodeEditor: boolean;
	readonly onToggleCodeEditor: () => void;
	/** The post, for "View post" (the visitor's view of what was saved). */
	readonly postId: number;
}

/** The top bar: product name, inserter toggle, undo/redo, code editor toggle, save. */
export function Header({
	history,
	saveState,
	isInserterOpen,
	onToggleInserter,
	isCodeEditor,
	onToggleCodeEditor,
	postId,
}: HeaderProps) {
	return (
		<div
			className="blockyard-playground__header"
			role="region"
			aria-label={__('Editor top bar', 'blockyard')}
		>
			<div className="blockyard-playground__product">{__('Blockyard Playground', 'blockyard')}</div>
			<div
				className="blockyard-playground__tools"
				role="toolbar"
				aria-label={__('Document tools', 'blockyard')}
			>
				<Button
					className="blockyard-playground__inserter-toggle"
					variant="primary"
					icon={plus}
					label={__('Toggle block inserter', 'blockyard')}
					isPressed={isInserterOpen}
					aria-expanded={isInserterOpen}
					// Keep the focus where it is (in the block just inserted), as WordPress's toggle does.
					onMouseDown={(event: MouseEvent) => event.preventDefault()}
					onClick={onToggleInserter}
					size="compact"
				/>
				<Button
					icon={undoIcon}
					label={__('Undo', 'blockyard')}
					disabled={!history.hasUndo}
					accessibleWhenDisabled
					onClick={history.undo}
					size="compact"
				/>
				<Button
					icon={redoIcon}
					label={__('Redo', 'blockyard')}
					disabled={!history.hasRedo}
					accessibleWhenDisabled
					onClick={history.redo}
					size="compact"
				/>
			</div>
			<div className="blockyard-playground__actions">
				<Button icon={code} isPressed={isCodeEditor} onClick={onToggleCodeEditor} size="compact">
					{__('Code editor', 'blockyard')}
				</Button>
				<Button
					icon={external}
					iconPosition="right"
					href={previewAddress(postId, window.location.search)}
					target="_blank"
					rel="noreferrer"
					size="compact"
				>
					{__('View post', 'blockyard')}
				</Button>
				<div
					className="blockyard-playground__save-status"
					role="status"
					aria-label={__('Save status', 'blockyard')}
				>
					{saveState.isSaved ? __('Saved', 'blockyard') : null}
					{saveState.isDirty && !saveState.isSaving ? __('Unsaved changes', 'blockyard') : null}
				</div>
				<Button
					variant="primary"
					onClick={saveState.save}
					disabled={saveState.isLocked || saveState.isSaving}
					accessibleWhenDisabled
					isBusy={saveState.isSaving}
					size="compact"
				>
					{saveState.isSaving ? __('Saving…', 'blockyard') : __('Save', 'blockyard')}
				</Button>
			</div>
		</div>
	);
}
