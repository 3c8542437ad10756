import { Button, Modal, PanelBody, TextareaControl, ToggleControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** The AI Playground's settings, as block attributes hold them. */
export interface AiPlaygroundSettings {
	readonly useGutenbergSyntax: boolean;
	readonly useGpt4: boolean;
	/** Empty means the default system prompt applies. */
	readonly customSystemPrompt: string;
}

export interface AiPlaygroundPanelProps extends AiPlaygroundSettings {
	/** The system prompt used while no custom one is set; shown in the editor until one is. */
	readonly defaultSystemPrompt: string;
	readonly onChange: (changes: Partial<AiPlaygroundSettings>) => void;
}

/**
 * The AI Playground side panel, shown only when its flag is set: Gutenberg syntax
 * and GPT-4 toggles, and a modal to edit the system prompt. Render it inside InspectorControls.
 */
export function AiPlaygroundPanel({
	useGutenbergSyntax,
	useGpt4,
	customSystemPrompt,
	defaultSystemPrompt,
	onChange,
}: AiPlaygroundPanelProps) {
	const [isPromptOpen, setPromptOpen] = useState(false);

	return (
		<PanelBody title={__('AI Playground', 'blockyard')}>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Use Gutenberg syntax', 'blockyard')}
				checked={useGutenbergSyntax}
				onChange={(checked) => onChange({ useGutenbergSyntax: checked })}
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={__('Use GPT-4', 'blockyard')}
				checked={useGpt4}
				onChange={(checked) => onChange({ useGpt4: checked })}
			/>
			<Button variant="secondary" onClick={() => setPromptOpen(true)}>
				{__('Custom system prompt', 'blockyard')}
			</Button>
			{isPromptOpen ? (
				<Modal
					title={__('Custom system prompt', 'blockyard')}
					className="blockyard-ai-playground__modal"
					// One Close button (beside Restore the prompt), not two; Escape still closes it.
					isDismissible={false}
					onRequestClose={() => setPromptOpen(false)}
				>
					<TextareaControl
						__nextHasNoMarginBottom
						label={__('System prompt', 'blockyard')}
						rows={20}
						value={customSystemPrompt || defaultSystemPrompt}
						onChange={(value) => onChange({ customSystemPrompt: value })}
					/>
					<div className="blockyard-ai-playground__modal-actions">
						<Button variant="secondary" onClick={() => onChange({ customSystemPrompt: '' })}>
							{__('Restore the prompt', 'blockyard')}
						</Button>
						<Button variant="primary" onClick={() => setPromptOpen(false)}>
							{__('Close', 'blockyard')}
						</Button>
					</div>
				</Modal>
			) : null}
		</PanelBody>
	);
}
