import type { AiPrompt } from '@blockyard/api-client';
import { Button, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { promptAuthor } from './prompt-author';
import { scopeLabel } from './scope-labels';
import { usePromptLibrary } from './use-prompt-library';

export interface ManagePromptsModalProps {
	/** Puts the prompt's text in the AI block's prompt. */
	readonly onUse: (prompt: AiPrompt) => void;
	readonly onEdit: (prompt: AiPrompt) => void;
	readonly onDelete: (prompt: AiPrompt) => void;
	readonly onClose: () => void;
}

/**
 * "Saved prompts": every prompt the user may use, with who shares it and where it is offered,
 * and buttons to use it in the AI block, and to edit or delete the ones the user may change.
 */
export function ManagePromptsModal({ onUse, onEdit, onDelete, onClose }: ManagePromptsModalProps) {
	const { all } = usePromptLibrary();
	return (
		<Modal
			title={__('Saved prompts', 'blockyard')}
			className="blockyard-ai-prompt-library"
			onRequestClose={onClose}
		>
			{all.length === 0 ? <p>{__('No saved prompts yet.', 'blockyard')}</p> : null}
			<ul className="blockyard-ai-prompt-library__list">
				{all.map((prompt) => (
					<li key={prompt.id} className="blockyard-ai-prompt-library__item">
						<div className="blockyard-ai-prompt-library__about">
							<strong>{prompt.name}</strong>
							<span>
								{[promptAuthor(prompt), ...prompt.scopes.map(scopeLabel)].join(' · ')}
							</span>
						</div>
						<div className="blockyard-ai-prompt-library__actions">
							{prompt.scopes.includes('ai-block') ? (
								<Button
									variant="secondary"
									size="compact"
									label={sprintf(
										/* translators: %s: the prompt's name. */
										__('Use “%s”', 'blockyard'),
										prompt.name
									)}
									showTooltip={false}
									onClick={() => onUse(prompt)}
								>
									{__('Use', 'blockyard')}
								</Button>
							) : null}
							{prompt.can_edit ? (
								<>
									<Button
										variant="tertiary"
										size="compact"
										label={sprintf(
											/* translators: %s: the prompt's name. */
											__('Edit “%s”', 'blockyard'),
											prompt.name
										)}
										showTooltip={false}
										onClick={() => onEdit(prompt)}
									>
										{__('Edit', 'blockyard')}
									</Button>
									<Button
										variant="tertiary"
										size="compact"
										isDestructive
										label={sprintf(
											/* translators: %s: the prompt's name. */
											__('Delete “%s”', 'blockyard'),
											prompt.name
										)}
										showTooltip={false}
										onClick={() => onDelete(prompt)}
									>
										{__('Delete', 'blockyard')}
									</Button>
								</>
							) : null}
						</div>
					</li>
				))}
			</ul>
		</Modal>
	);
}
