import {
	atSymbol,
	calendar,
	check,
	chevronUpDown,
	formatListBullets,
	link,
	listItem,
	mobile,
	paragraph,
	people,
	shield,
	textHorizontal,
} from '@wordpress/icons';

import type { FieldKind } from '../../fields';

/** The inserter icon of each field kind, from @wordpress/icons. */
export const FIELD_ICONS: { readonly [Kind in FieldKind]: typeof check } = {
	name: people,
	email: atSymbol,
	text: textHorizontal,
	textarea: paragraph,
	checkbox: check,
	date: calendar,
	telephone: mobile,
	url: link,
	'checkbox-multiple': formatListBullets,
	radio: listItem,
	select: chevronUpDown,
	consent: shield,
};
