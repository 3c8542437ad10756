// The prompt library's code, loaded the first time an author opens a "Saved prompts" menu (the
// AI block's, or a text block's submenu): one chunk for both, which share the list. Its one
// default export draws each part, so that what loads it stays as small as can be.
import { AiBlockMenu, type AiBlockMenuProps } from './ai-block-menu';
import { PromptDialogs, type PromptDialogsProps } from './prompt-dialogs';
import { TextBlockPrompts, type TextBlockPromptsProps } from './text-block-prompts';

/** Which part of the prompt library to draw, with its props. */
export type PromptLibraryPartProps =
	| ({ readonly part: 'ai-block-menu' } & AiBlockMenuProps)
	| ({ readonly part: 'dialogs' } & PromptDialogsProps)
	| ({ readonly part: 'text-block' } & TextBlockPromptsProps);

/** The AI block's menu (`ai-block-menu`) and dialogs (`dialogs`), or a text block's submenu items (`text-block`). */
export default function PromptLibraryPart(props: PromptLibraryPartProps) {
	switch (props.part) {
		case 'ai-block-menu':
			return <AiBlockMenu {...props} />;
		case 'dialogs':
			return <PromptDialogs {...props} />;
		case 'text-block':
			return <TextBlockPrompts {...props} />;
	}
}
