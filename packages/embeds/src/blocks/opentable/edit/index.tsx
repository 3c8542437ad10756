import { BlockPlaceholder, useOptionalHost } from '@blockyard/ui';
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, ExternalLink, Notice } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store } from '@wordpress/icons';
import type { FormEvent } from 'react';

import { EmbedPreview } from '../../../embed/embed-preview';
import { openTableFrame, reservationPages, restaurantIds } from '../frame';
import { parseOpenTable } from '../parse';
import { openTableClassName } from '../save';
import type { OpenTableAttributes } from '../types';
import {
	languageForLocale,
	restaurantsChange,
	styleChange,
	styleInClassName,
	wideStyleMisaligned,
} from './attributes';
import { OpenTableInspector } from './inspector';
import { RestaurantPicker } from './restaurant-picker';
import { looksLikeUrlOrScript } from './use-restaurant-search';

/** OpenTable's pages for restaurants: signing up, and the reservation widget. */
export const OPENTABLE_SIGN_UP_URL = 'https://restaurant.opentable.com/get-started/';
export const OPENTABLE_LEARN_MORE_URL = 'https://www.opentable.com/restaurant-solutions/';

/** The reservation block's edit: the restaurant picker (or a pasted embed code), then the widget. */
export default function OpenTableEdit({
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps<OpenTableAttributes>) {
	const blockProps = useBlockProps();
	const host = useOptionalHost();
	const defaultLanguage = languageForLocale(host?.site.locale);
	const [chosen, setChosen] = useState<number[]>([]);
	const [typed, setTyped] = useState('');
	const [failed, setFailed] = useState(false);
	const rid = restaurantIds(attributes.rid);

	// The Styles panel writes `is-style-<name>`: the style follows it, with its rules.
	const classStyle = styleInClassName(attributes.className);
	useEffect(() => {
		if (classStyle !== undefined && classStyle !== attributes.style) {
			setAttributes(styleChange(attributes, classStyle));
		}
		// Only a new class is a new choice.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [classStyle]);

	/** Reads an embed code or address; the error when it is not OpenTable's. */
	const embedCode = (text: string) => {
		const parsed = parseOpenTable(text);
		if (!parsed.ok) {
			setFailed(true);
			return;
		}
		setFailed(false);
		setTyped('');
		const read = parsed.attributes;
		setAttributes({
			...read,
			...restaurantsChange(attributes, read.rid ?? []),
			lang: read.lang ?? attributes.lang ?? defaultLanguage,
		});
	};

	const onSubmit = (event: FormEvent) => {
		event.preventDefault();
		if (typed.trim() !== '' && looksLikeUrlOrScript(typed)) {
			embedCode(typed);
			return;
		}
		if (chosen.length === 0) {
			setFailed(typed.trim() !== '');
			return;
		}
		setFailed(false);
		setAttributes({ ...restaurantsChange(attributes, chosen), lang: attributes.lang ?? defaultLanguage });
	};

	if (rid.length === 0) {
		return (
			<div {...blockProps}>
				<BlockPlaceholder
					label={__('OpenTable', 'blockyard')}
					icon={store}
					instructions={__(
						'Enter your restaurant name, or paste an OpenTable Reservation Widget embed code.',
						'blockyard'
					)}
				>
					<form className="wp-block-blockyard-opentable__form" onSubmit={onSubmit}>
						<RestaurantPicker
							label={__('Restaurants', 'blockyard')}
							rid={chosen}
							onChange={setChosen}
							onInputChange={setTyped}
							onOtherText={(text) => (looksLikeUrlOrScript(text) ? embedCode(text) : undefined)}
						/>
						<Button __next40pxDefaultSize variant="primary" type="submit">
							{__('Embed', 'blockyard')}
						</Button>
					</form>
					{failed ? (
						<div className="blockyard-embed__error" role="alert">
							<p>
								<strong>{__('We ran into an issue', 'blockyard')}</strong>
							</p>
							<p>
								{__(
									'Please ensure this embed matches the one from your OpenTable account',
									'blockyard'
								)}
							</p>
						</div>
					) : null}
					<div className="wp-block-blockyard-opentable__links">
						<ExternalLink href={OPENTABLE_SIGN_UP_URL}>{__('Sign up', 'blockyard')}</ExternalLink>
						<ExternalLink href={OPENTABLE_LEARN_MORE_URL}>
							{__('Learn more', 'blockyard')}
						</ExternalLink>
					</div>
				</BlockPlaceholder>
			</div>
		);
	}

	const frame = attributes.iframe ? openTableFrame(attributes) : undefined;
	return (
		<>
			<OpenTableInspector
				attributes={attributes}
				setAttributes={setAttributes}
				defaultLanguage={defaultLanguage}
			/>
			<div
				{...blockProps}
				className={`${blockProps.className ?? ''} ${openTableClassName(attributes)}`}
			>
				{wideStyleMisaligned(attributes) ? (
					<Notice status="warning" isDismissible={false}>
						{__(
							'With the OpenTable block you may encounter display issues if you use its "wide" style with anything other than "wide" or "full" alignment. The wide display style may also not work well on smaller screens.',
							'blockyard'
						)}
					</Notice>
				) : null}
				{frame ? (
					<EmbedPreview frame={frame} isSelected={isSelected} />
				) : (
					reservationPages(attributes).map((href) => (
						<p key={href} className="wp-block-blockyard-opentable__link">
							<a href={href} onClick={(event) => event.preventDefault()}>
								{attributes.linkText ?? __('Reserve a table on OpenTable', 'blockyard')}
							</a>
						</p>
					))
				)}
			</div>
		</>
	);
}
