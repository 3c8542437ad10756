import { useOptionalHost } from '@blockyard/ui';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	DEFAULT_LOCALIZATION,
	isSameLocalization,
	resolveLocalization,
	toBcp47,
	usesTwelveHourClock,
} from '../localization';
import type { BusinessHoursAttributes, BusinessHoursLocalization } from '../types';
import { useLocalizedWeek } from './use-localized-week';

/**
 * The localization the editor works in, and the snapshot `save` renders with.
 *
 * Once the localized week loads, the live localization (site locale, its
 * 12/24-hour clock, the provider's day names and start of week, the translated
 * labels) is written to the `localization` attribute when the stored snapshot
 * differs, marked not persistent so it makes no undo level. On failure nothing
 * is written and the editor uses the stored snapshot, else English names and a
 * Sunday start. See docs/decisions/0004-business-hours-saved-markup.md.
 */
export function useEditorLocalization(
	stored: BusinessHoursAttributes['localization'],
	setAttributes: (attributes: Partial<BusinessHoursAttributes>) => void
): BusinessHoursLocalization {
	const week = useLocalizedWeek();
	const locale = useOptionalHost()?.site.locale ?? DEFAULT_LOCALIZATION.locale;
	const { __unstableMarkNextChangeAsNotPersistent: markNextChangeAsNotPersistent } =
		useDispatch(blockEditorStore);

	const live = useMemo<BusinessHoursLocalization | null>(
		() =>
			week.status === 'loaded'
				? {
						locale,
						startOfWeek: week.week.startOfWeek,
						hour12: usesTwelveHourClock(toBcp47(locale)),
						dayNames: { ...week.week.days },
						closedLabel: __('Closed', 'blockyard'),
						open24Label: __('Open 24 hours', 'blockyard'),
					}
				: null,
		[week, locale]
	);

	useEffect(() => {
		if (live && !isSameLocalization(live, stored)) {
			markNextChangeAsNotPersistent();
			setAttributes({ localization: live });
		}
	}, [live, stored, markNextChangeAsNotPersistent, setAttributes]);

	return live ?? resolveLocalization(stored);
}
