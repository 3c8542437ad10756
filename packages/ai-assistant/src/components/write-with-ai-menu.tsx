import { MenuGroup, MenuItem, ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

import type { PromptType } from '../types';

export { TYPING_DELAY_MS, useTypedText, type TypedText, type TypedTextOptions } from './use-typed-text';

export interface WriteWithAiMenuProps {
	readonly onRequest: (promptType: PromptType, options?: { starter?: string }) => void;
	/** Called with a starter prompt's text, to be typed into the input for the user to finish. */
	readonly onStarterPrompt: (text: string) => void;
	/** There is text before the block (Continue writing, Correct spelling and grammar, Simplify need it). */
	readonly hasPrecedingContent: boolean;
	/** The post has text (Summarize and Generate a post title need it). */
	readonly hasContent: boolean;
	/** The post has a title (Summary based on title needs it). */
	readonly hasPostTitle: boolean;
	readonly disabled?: boolean;
}

interface StarterPrompt {
	readonly label: string;
	readonly text: string;
}

function starterPrompts(): StarterPrompt[] {
	return [
		{
			label: __('Post about…', 'blockyard'),
			// translators: the start of a request typed into the AI Assistant; the user finishes it. Keep the trailing space.
			text: __('Write a post about ', 'blockyard'),
		},
		{
			label: __('Informative article…', 'blockyard'),
			// translators: the start of a request typed into the AI Assistant; the user finishes it. Keep the trailing space.
			text: __('Write a detailed guide about ', 'blockyard'),
		},
		{
			label: __('Step-by-step tutorial…', 'blockyard'),
			// translators: the start of a request typed into the AI Assistant; the user finishes it. Keep the trailing space.
			text: __('Write a step-by-step tutorial about ', 'blockyard'),
		},
		{
			label: __('Motivational post…', 'blockyard'),
			// translators: the start of a request typed into the AI Assistant; the user finishes it. Keep the trailing space.
			text: __('Write a motivational post about ', 'blockyard'),
		},
	];
}

/** The AI Assistant block's 'Write with AI…' toolbar menu. */
export function WriteWithAiMenu({
	onRequest,
	onStarterPrompt,
	hasPrecedingContent,
	hasContent,
	hasPostTitle,
	disabled = false,
}: WriteWithAiMenuProps) {
	return (
		<ToolbarDropdownMenu
			icon={pencil}
			label={__('Write with AI…', 'blockyard')}
			toggleProps={{ disabled }}
		>
			{({ onClose }) => {
				const request = (promptType: PromptType) => () => {
					onRequest(promptType);
					onClose();
				};
				return (
					<>
						<MenuGroup label={__('Based on preceding content', 'blockyard')}>
							<MenuItem disabled={!hasPrecedingContent} onClick={request('continue')}>
								{__('Continue writing', 'blockyard')}
							</MenuItem>
							<MenuItem disabled={!hasPrecedingContent} onClick={request('correctSpelling')}>
								{__('Correct spelling and grammar', 'blockyard')}
							</MenuItem>
							<MenuItem disabled={!hasPrecedingContent} onClick={request('simplify')}>
								{__('Simplify', 'blockyard')}
							</MenuItem>
						</MenuGroup>
						<MenuGroup label={__('Based on entire content', 'blockyard')}>
							<MenuItem disabled={!hasContent} onClick={request('summarize')}>
								{__('Summarize', 'blockyard')}
							</MenuItem>
							<MenuItem disabled={!hasContent} onClick={request('generateTitle')}>
								{__('Generate a post title', 'blockyard')}
							</MenuItem>
						</MenuGroup>
						<MenuGroup label={__('Write…', 'blockyard')}>
							<MenuItem disabled={!hasPostTitle} onClick={request('titleSummary')}>
								{__('Summary based on title', 'blockyard')}
							</MenuItem>
							{starterPrompts().map((starter) => (
								<MenuItem
									key={starter.text}
									onClick={() => {
										onStarterPrompt(starter.text);
										onClose();
									}}
								>
									{starter.label}
								</MenuItem>
							))}
						</MenuGroup>
					</>
				);
			}}
		</ToolbarDropdownMenu>
	);
}
