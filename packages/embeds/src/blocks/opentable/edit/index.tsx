import { useOptionalHost } from '@blockyard/ui';
import type { BlockEditProps } from '@wordpress/blocks';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store } from '@wordpress/icons';

import { EmbedEdit } from '../../../embed/embed-edit';
import { restaurantIds } from '../frame';
import type { OpenTableAttributes } from '../types';
import { languageForLocale, styleChange, styleInClassName } from './attributes';
import { OpenTableInspector } from './inspector';
import { PlaceholderForm } from './placeholder-form';
import { usePlaceholderChoice } from './use-placeholder-choice';
import { WidgetPreview } from './widget-preview';

/**
 * The reservation block's edit, through `EmbedEdit`: the restaurant picker (or a pasted embed
 * code) is its way of choosing; then the widget, with its settings in the sidebar.
 */
export default function OpenTableEdit({
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps<OpenTableAttributes>) {
	const host = useOptionalHost();
	const defaultLanguage = languageForLocale(host?.site.locale);
	const choice = usePlaceholderChoice(attributes, setAttributes, defaultLanguage);
	const chosen = restaurantIds(attributes.rid).length > 0;

	// The Styles panel writes `is-style-<name>`: the style follows it, with its rules.
	const classStyle = styleInClassName(attributes.className);
	useEffect(() => {
		if (classStyle !== undefined && classStyle !== attributes.style) {
			setAttributes(styleChange(attributes, classStyle));
		}
		// Only a new class is a new choice.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [classStyle]);

	return (
		<EmbedEdit
			label={__('OpenTable', 'blockyard')}
			icon={store}
			instructions={__(
				'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.',
				'blockyard'
			)}
			chooser={<PlaceholderForm choice={choice} />}
			content={
				chosen
					? (blockProps) => (
							<WidgetPreview
								attributes={attributes}
								isSelected={isSelected}
								blockProps={blockProps}
							/>
						)
					: undefined
			}
			inspector={
				<OpenTableInspector
					attributes={attributes}
					setAttributes={setAttributes}
					defaultLanguage={defaultLanguage}
				/>
			}
		/>
	);
}
