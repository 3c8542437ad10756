import { MenuGroup, MenuItem, ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { check, language as languageIcon } from '@wordpress/icons';

import { languageLabel } from '../prompts/languages';
import { EXTRA_LANGUAGES, LANGUAGES, type LanguageCode } from '../types';

export interface LanguageDropdownProps {
	/** The language last chosen, checked in the list. */
	readonly value?: LanguageCode;
	/** The site's language; marked in the list. */
	readonly defaultLanguage: LanguageCode;
	readonly onChange: (code: LanguageCode) => void;
	readonly disabled?: boolean;
}

/**
 * The languages the menu lists: the twelve of {@link LANGUAGES}, preceded by the default language
 * when it is one of the {@link EXTRA_LANGUAGES} (a site in Vietnamese can translate into Vietnamese).
 */
export function languageChoices(defaultLanguage: LanguageCode): LanguageCode[] {
	const isExtra = (EXTRA_LANGUAGES as readonly LanguageCode[]).includes(defaultLanguage);
	return isExtra ? [defaultLanguage, ...LANGUAGES] : [...LANGUAGES];
}

/** The 'Translate' toolbar dropdown. */
export function LanguageDropdown({
	value,
	defaultLanguage,
	onChange,
	disabled = false,
}: LanguageDropdownProps) {
	return (
		<ToolbarDropdownMenu
			icon={languageIcon}
			label={__('Translate', 'blockyard')}
			toggleProps={{ disabled }}
		>
			{({ onClose }) => (
				<MenuGroup label={__('Select language', 'blockyard')}>
					{languageChoices(defaultLanguage).map((code) => (
						<MenuItem
							key={code}
							role="menuitemradio"
							isSelected={code === value}
							icon={code === value ? check : undefined}
							info={code === defaultLanguage ? __('Site language', 'blockyard') : undefined}
							onClick={() => {
								onChange(code);
								onClose();
							}}
						>
							{languageLabel(code)}
						</MenuItem>
					))}
				</MenuGroup>
			)}
		</ToolbarDropdownMenu>
	);
}
