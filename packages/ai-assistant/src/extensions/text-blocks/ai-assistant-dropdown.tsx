import { lazyComponent } from '@blockyard/ui';
import { MenuGroup, MenuItem, NavigableMenu, Popover, ToolbarDropdownMenu } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, isRTL } from '@wordpress/i18n';
import { chevronLeft, chevronRight, pencil } from '@wordpress/icons';
import type { ReactNode } from 'react';

import { languageLabel } from '../../prompts/languages';
import { toneLabel } from '../../prompts/tones';
import { LANGUAGES, TONES } from '../../types';
import type { AiTransformRequest } from './transform-to-ai-block';

/** The saved prompts for the block: their code (the prompt library's) loads when the submenu first opens. */
const SavedPrompts = lazyComponent(() => import('../../prompt-library'), {
	Loading: () => <MenuItem disabled>{__('Loading…', 'blockyard')}</MenuItem>,
	Failed: ({ retry }) => <MenuItem onClick={retry}>{__('Retry', 'blockyard')}</MenuItem>,
});

export interface AiAssistantDropdownProps {
	/** The block has no text: the whole dropdown is disabled. */
	readonly disabled?: boolean;
	/** 'Ask AI Assistant': the block becomes an AI block, with no request yet. */
	readonly onAskAiAssistant: () => void;
	/** An action was chosen: the request it makes (the text is added by the caller). */
	readonly onRequest: (request: AiTransformRequest) => void;
	/** The block's name, for the saved prompts offered in its kind of block; no "Saved prompts" without it. */
	readonly blockName?: string | undefined;
}

interface SubmenuProps {
	readonly label: string;
	/** The submenu's items; `close` closes the submenu and the menu around it. */
	readonly children: (close: () => void) => ReactNode;
	/** Closes the menu around the submenu. */
	readonly onCloseParent: () => void;
}

/**
 * A menu item that opens a menu of its own beside it ('Change tone', 'Translate'):
 * a click, Enter or Space opens it, Escape closes it, and the arrows keep moving
 * through the outer menu. It opens in place, without the slide-in of a top-level
 * menu (an animation that, cut short when both menus close at once, also rejects
 * in happy-dom). The item is the menu's own child, as a menu's items must be: a
 * dropdown would wrap it in a focusable element, which a menu may not contain.
 */
function Submenu({ label, children, onCloseParent }: SubmenuProps) {
	const rtl = isRTL();
	const [item, setItem] = useState<HTMLButtonElement | null>(null);
	const [isOpen, setOpen] = useState(false);
	const close = () => setOpen(false);
	return (
		<>
			<MenuItem
				ref={setItem}
				icon={rtl ? chevronLeft : chevronRight}
				iconPosition="right"
				aria-haspopup="menu"
				aria-expanded={isOpen}
				onClick={() => setOpen((open) => !open)}
			>
				{label}
			</MenuItem>
			{isOpen ? (
				<Popover
					className="components-dropdown-menu__popover"
					anchor={item}
					placement={rtl ? 'left-start' : 'right-start'}
					animate={false}
					offset={13}
					onClose={close}
					// A click on the item itself toggles the menu: it must not close it first.
					onFocusOutside={() => {
						if (item?.ownerDocument.activeElement !== item) {
							close();
						}
					}}
				>
					<NavigableMenu role="menu" aria-label={label} className="components-dropdown-menu__menu">
						{children(() => {
							close();
							onCloseParent();
						})}
					</NavigableMenu>
				</Popover>
			) : null}
		</>
	);
}

/**
 * The AI Assistant toolbar dropdown of a text block: Ask AI
 * Assistant, Correct spelling and grammar, Simplify, Summarize, Expand,
 * submenus of the ten tones and the twelve languages, and of the site's saved
 * prompts for the kind of block. Every item closes the menu.
 */
export function AiAssistantDropdown({
	disabled = false,
	onAskAiAssistant,
	onRequest,
	blockName,
}: AiAssistantDropdownProps) {
	return (
		<ToolbarDropdownMenu icon={pencil} label={__('AI Assistant', 'blockyard')} toggleProps={{ disabled }}>
			{({ onClose }) => {
				const choose = (action: () => void) => () => {
					action();
					onClose();
				};
				const request = (promptType: AiTransformRequest['promptType']) =>
					choose(() => onRequest({ promptType }));
				return (
					<>
						<MenuGroup>
							<MenuItem onClick={choose(onAskAiAssistant)}>
								{__('Ask AI Assistant', 'blockyard')}
							</MenuItem>
						</MenuGroup>
						<MenuGroup>
							<MenuItem onClick={request('correctSpelling')}>
								{__('Correct spelling and grammar', 'blockyard')}
							</MenuItem>
							<MenuItem onClick={request('simplify')}>{__('Simplify', 'blockyard')}</MenuItem>
							<MenuItem onClick={request('summarize')}>{__('Summarize', 'blockyard')}</MenuItem>
							<MenuItem onClick={request('makeLonger')}>{__('Expand', 'blockyard')}</MenuItem>
						</MenuGroup>
						<MenuGroup>
							<Submenu label={__('Change tone', 'blockyard')} onCloseParent={onClose}>
								{(close) =>
									TONES.map((tone) => (
										<MenuItem
											key={tone}
											onClick={() => {
												onRequest({ promptType: 'changeTone', input: { tone } });
												close();
											}}
										>
											{toneLabel(tone)}
										</MenuItem>
									))
								}
							</Submenu>
							<Submenu label={__('Translate', 'blockyard')} onCloseParent={onClose}>
								{(close) =>
									LANGUAGES.map((language) => (
										<MenuItem
											key={language}
											onClick={() => {
												onRequest({
													promptType: 'changeLanguage',
													input: { language },
												});
												close();
											}}
										>
											{languageLabel(language)}
										</MenuItem>
									))
								}
							</Submenu>
							{blockName && (
								<Submenu label={__('Saved prompts', 'blockyard')} onCloseParent={onClose}>
									{(close) => (
										<SavedPrompts
											part="text-block"
											blockName={blockName}
											onRequest={(savedRequest) => {
												onRequest(savedRequest);
												close();
											}}
										/>
									)}
								</Submenu>
							)}
						</MenuGroup>
					</>
				);
			}}
		</ToolbarDropdownMenu>
	);
}
