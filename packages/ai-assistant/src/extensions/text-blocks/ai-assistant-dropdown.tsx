import { DropdownMenu, MenuGroup, MenuItem, ToolbarDropdownMenu } from '@wordpress/components';
import { __, isRTL } from '@wordpress/i18n';
import { chevronLeft, chevronRight, pencil } from '@wordpress/icons';
import type { ReactNode } from 'react';

import { languageLabel } from '../../prompts/languages';
import { toneLabel } from '../../prompts/tones';
import { LANGUAGES, TONES } from '../../types';
import type { AiTransformRequest } from './transform-to-ai-block';

export interface AiAssistantDropdownProps {
	/** The block has no text: the whole dropdown is disabled. */
	readonly disabled?: boolean;
	/** 'Ask AI Assistant': the block becomes an AI block, with no request yet. */
	readonly onAskAiAssistant: () => void;
	/** An action was chosen: the request it makes (the text is added by the caller). */
	readonly onRequest: (request: AiTransformRequest) => void;
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
 * in happy-dom).
 */
function Submenu({ label, children, onCloseParent }: SubmenuProps) {
	const rtl = isRTL();
	return (
		<DropdownMenu
			icon={rtl ? chevronLeft : chevronRight}
			label={label}
			text={label}
			toggleProps={{
				role: 'menuitem',
				className: 'components-menu-item__button',
				iconPosition: 'right',
				showTooltip: false,
			}}
			popoverProps={{ placement: rtl ? 'left-start' : 'right-start', animate: false }}
		>
			{({ onClose }) =>
				children(() => {
					onClose();
					onCloseParent();
				})
			}
		</DropdownMenu>
	);
}

/**
 * The arrows stop on buttons only, not on the submenus' wrappers (a Dropdown's
 * wrapper has tabindex -1, so it counts as focusable). NavigableMenu has passed
 * the rest of its props on to its container, after its own
 * `onlyBrowserTabstops={ false }`, in every version (WordPress 6.5 too), though
 * its type leaves the prop out: hence a variable rather than a literal.
 */
const MENU_PROPS = { orientation: 'vertical' as const, onlyBrowserTabstops: true };

/**
 * The AI Assistant toolbar dropdown of a text block: Ask AI
 * Assistant, Correct spelling and grammar, Simplify, Summarize, Expand, and
 * submenus of the ten tones and the twelve languages. Every item closes the menu.
 */
export function AiAssistantDropdown({
	disabled = false,
	onAskAiAssistant,
	onRequest,
}: AiAssistantDropdownProps) {
	return (
		<ToolbarDropdownMenu
			icon={pencil}
			label={__('AI Assistant', 'blockyard')}
			toggleProps={{ disabled }}
			menuProps={MENU_PROPS}
		>
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
						</MenuGroup>
					</>
				);
			}}
		</ToolbarDropdownMenu>
	);
}
