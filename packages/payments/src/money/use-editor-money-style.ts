import { useOptionalHost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';

import { isSameMoneyStyle, resolveMoneyStyle, type MoneyStyle } from './money-style';
import { moneyStyleFor } from './money-style-for';

/**
 * The money style the editor shows a block's amounts with, and the snapshot its `save` writes
 * them with (the `moneyStyle` attribute of the donations block and the payment button).
 *
 * The live style is the site's locale (the host's) for the block's `currency`; when the stored
 * snapshot differs from it (none yet, another locale, another currency), it is written, marked
 * not persistent so it makes no undo level. Without a host, or for a locale Intl cannot read,
 * nothing is written and the stored snapshot stays (none: the currency's own format). See
 * docs/decisions/0081-money-in-the-sites-language.md.
 */
export function useEditorMoneyStyle(
	currency: string,
	stored: unknown,
	setAttributes: (attributes: { moneyStyle: MoneyStyle }) => void
): MoneyStyle | undefined {
	const locale = useOptionalHost()?.site.locale;
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	const live = useMemo(
		() => (locale === undefined ? undefined : moneyStyleFor(locale, currency)),
		[locale, currency]
	);

	const resolved = useMemo(() => resolveMoneyStyle(stored), [stored]);

	useEffect(() => {
		if (live !== undefined && !isSameMoneyStyle(live, stored)) {
			markNextChangeAsNotPersistent();
			setAttributes({ moneyStyle: live });
		}
	}, [live, stored, markNextChangeAsNotPersistent, setAttributes]);

	return live ?? resolved;
}
