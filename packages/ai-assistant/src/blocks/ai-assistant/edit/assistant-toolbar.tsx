import { useHostPost } from '@blockyard/ui';
import { BlockControls, store as blockEditorStore } from '@wordpress/block-editor';
import { ToolbarGroup } from '@wordpress/components';
import { useSelect } from '@wordpress/data';

import { ImproveDropdown } from '../../../components/improve-dropdown';
import { LanguageDropdown } from '../../../components/language-dropdown';
import { ToneDropdown } from '../../../components/tone-dropdown';
import { WriteWithAiMenu } from '../../../components/write-with-ai-menu';
import type { LanguageCode, PromptType, Tone } from '../../../types';

export interface AssistantToolbarProps {
	readonly clientId: string;
	readonly hasContent: boolean;
	readonly disabled: boolean;
	readonly siteLanguage: LanguageCode;
	readonly onWrite: (promptType: PromptType) => void;
	readonly onStarterPrompt: (text: string) => void;
	readonly onTransform: (promptType: PromptType, input?: { tone?: Tone; language?: LanguageCode }) => void;
}

/** The block toolbar: "Write with AI…" on the post, and tone, translate and improve on the generated text. */
export function AssistantToolbar(props: AssistantToolbarProps) {
	const { clientId, hasContent, disabled, siteLanguage, onWrite, onStarterPrompt, onTransform } = props;
	const post = useHostPost();
	const { hasPrecedingContent, hasOtherContent } = useSelect(
		(select) => {
			const editor = select(blockEditorStore);
			return {
				hasPrecedingContent: editor.getBlockIndex(clientId) > 0,
				hasOtherContent: editor.getBlockCount() > 1,
			};
		},
		[clientId]
	);
	return (
		<BlockControls group="block">
			<ToolbarGroup>
				<WriteWithAiMenu
					onRequest={onWrite}
					onStarterPrompt={onStarterPrompt}
					hasPrecedingContent={hasPrecedingContent}
					hasContent={hasOtherContent}
					hasPostTitle={post.title.trim() !== ''}
					disabled={disabled}
				/>
			</ToolbarGroup>
			{hasContent ? (
				<ToolbarGroup>
					<ImproveDropdown onRequest={(type) => onTransform(type)} disabled={disabled} />
					<ToneDropdown
						onChange={(tone) => onTransform('changeTone', { tone })}
						disabled={disabled}
					/>
					<LanguageDropdown
						defaultLanguage={siteLanguage}
						onChange={(language) => onTransform('changeLanguage', { language })}
						disabled={disabled}
					/>
				</ToolbarGroup>
			) : null}
		</BlockControls>
	);
}
