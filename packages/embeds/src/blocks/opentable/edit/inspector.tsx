import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody, SelectControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { OPENTABLE_LANGUAGES, restaurantIds, shownStyle, widgetLanguage } from '../frame';
import type { OpenTableAttributes } from '../types';
import { restaurantsChange } from './attributes';
import { RestaurantPicker } from './restaurant-picker';

/** Each language by its own name (as a language menu shows them, untranslated). */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
	'en-US': 'English (US)',
	'fr-CA': 'Français (CA)',
	'de-DE': 'Deutsch (DE)',
	'es-MX': 'Español (MX)',
	'ja-JP': '日本語 (JP)',
	'nl-NL': 'Nederlands (NL)',
	'it-IT': 'Italiano (IT)',
};

export interface OpenTableInspectorProps {
	readonly attributes: OpenTableAttributes;
	readonly setAttributes: (attributes: Partial<OpenTableAttributes>) => void;
	/** The language shown when the block has none of its own. */
	readonly defaultLanguage: string;
}

/** Settings (restaurants, language, new window) and the Advanced panel's frame and margin. */
export function OpenTableInspector({ attributes, setAttributes, defaultLanguage }: OpenTableInspectorProps) {
	const rid = restaurantIds(attributes.rid);
	return (
		<>
			<InspectorControls>
				<PanelBody title={__('Settings', 'blockyard')}>
					<RestaurantPicker
						label={__('Restaurants', 'blockyard')}
						rid={rid}
						onChange={(next) => setAttributes(restaurantsChange(attributes, next))}
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={__('Language', 'blockyard')}
						value={widgetLanguage(attributes.lang ?? defaultLanguage)}
						options={OPENTABLE_LANGUAGES.map((lang) => ({
							value: lang,
							label: LANGUAGE_NAMES[lang] ?? lang,
						}))}
						onChange={(lang: string) => setAttributes({ lang })}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={__('Open in a new window', 'blockyard')}
						checked={attributes.newtab}
						onChange={(newtab) => setAttributes({ newtab })}
					/>
				</PanelBody>
			</InspectorControls>
			<InspectorControls group="advanced">
				<ToggleControl
					__nextHasNoMarginBottom
					label={__('Load the widget in an iFrame (Recommended)', 'blockyard')}
					help={
						attributes.iframe
							? undefined
							: __(
									'OpenTable’s script loads the widget in the page itself; until it has, visitors see a link to each restaurant’s reservation page.',
									'blockyard'
								)
					}
					checked={attributes.iframe}
					onChange={(iframe) =>
						setAttributes(
							iframe
								? { iframe }
								: {
										iframe,
										linkText:
											attributes.linkText ??
											__('Reserve a table on OpenTable', 'blockyard'),
									}
						)
					}
				/>
				{shownStyle(attributes.style, rid.length) === 'button' ? (
					<ToggleControl
						__nextHasNoMarginBottom
						label={__('Remove button margin', 'blockyard')}
						checked={attributes.negativeMargin}
						onChange={(negativeMargin) => setAttributes({ negativeMargin })}
					/>
				) : null}
			</InspectorControls>
		</>
	);
}
