import { testHost } from '@blockyard/block-edit-harness';
import { HostProvider } from '@blockyard/ui';
import { act, cleanup, render } from '@testing-library/react';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { dispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { MoneyStyle } from './money-style';
import { useEditorMoneyStyle } from './use-editor-money-style';

const GERMAN_EURO: MoneyStyle = {
	locale: 'de_DE',
	grouping: '.',
	decimal: ',',
	symbolFirst: false,
	spaced: true,
};

afterEach(() => {
	cleanup();
	vi.restoreAllMocks();
});

/**
 * A block's edit that keeps its attributes as the editor does, for a site in `locale` (no host
 * with `null`): each change recorded, the style the hook gives shown.
 */
function renderHook(locale: string | null, initial: { currency: string; moneyStyle?: unknown }) {
	const changes: { moneyStyle: MoneyStyle }[] = [];
	const shown: (MoneyStyle | undefined)[] = [];
	let setCurrency: (currency: string) => void = () => undefined;
	function Edit() {
		const [attributes, setAttributes] = useState(initial);
		const [currency, changeCurrency] = useState(initial.currency);
		setCurrency = changeCurrency;
		shown.push(
			useEditorMoneyStyle(currency, attributes.moneyStyle, (change) => {
				changes.push(change);
				setAttributes((current) => ({ ...current, ...change }));
			})
		);
		return null;
	}
	render(
		locale === null ? (
			<Edit />
		) : (
			<HostProvider host={testHost({ locale })}>
				<Edit />
			</HostProvider>
		)
	);
	return { changes, shown, setCurrency: (currency: string) => act(() => setCurrency(currency)) };
}

const spyOnMarkNotPersistent = () =>
	vi.spyOn(dispatch(blockEditorStore), '__unstableMarkNextChangeAsNotPersistent');

describe('useEditorMoneyStyle', () => {
	it('stores the style of a German site as a snapshot that makes no undo level', () => {
		const markNotPersistent = spyOnMarkNotPersistent();
		const { changes, shown } = renderHook('de_DE', { currency: 'EUR' });
		expect(changes).toEqual([{ moneyStyle: GERMAN_EURO }]);
		expect(markNotPersistent).toHaveBeenCalledTimes(1);
		expect(shown.at(-1)).toEqual(GERMAN_EURO);
	});

	it('leaves a snapshot that already matches alone', () => {
		const markNotPersistent = spyOnMarkNotPersistent();
		const { changes, shown } = renderHook('de_DE', { currency: 'EUR', moneyStyle: { ...GERMAN_EURO } });
		expect(changes).toEqual([]);
		expect(markNotPersistent).not.toHaveBeenCalled();
		expect(shown.at(-1)).toEqual(GERMAN_EURO);
	});

	it('writes the snapshot again for another locale', () => {
		const { changes } = renderHook('de_CH', { currency: 'EUR', moneyStyle: { ...GERMAN_EURO } });
		expect(changes).toHaveLength(1);
		expect(changes[0]?.moneyStyle).toMatchObject({ locale: 'de_CH', decimal: '.', symbolFirst: true });
	});

	it('writes it again when the currency changes, only when the new currency’s style differs', () => {
		const { changes, setCurrency } = renderHook('en_US', { currency: 'USD' });
		expect(changes).toEqual([
			{
				moneyStyle: {
					locale: 'en_US',
					grouping: ',',
					decimal: '.',
					symbolFirst: true,
					spaced: false,
				},
			},
		]);
		setCurrency('EUR');
		expect(changes).toHaveLength(1);
		// English writes a space after a symbol of letters: 'CHF 1,000.50'.
		setCurrency('CHF');
		expect(changes).toHaveLength(2);
		expect(changes[1]?.moneyStyle).toMatchObject({ locale: 'en_US', symbolFirst: true, spaced: true });
	});

	it('writes nothing without a host or for a locale Intl cannot read, and shows the stored snapshot', () => {
		for (const locale of [null, 'not a locale!']) {
			const { changes, shown } = renderHook(locale, {
				currency: 'EUR',
				moneyStyle: { ...GERMAN_EURO },
			});
			expect(changes).toEqual([]);
			expect(shown.at(-1)).toEqual(GERMAN_EURO);
			cleanup();
		}
		const { changes, shown } = renderHook(null, { currency: 'EUR', moneyStyle: { grouping: 5 } });
		expect(changes).toEqual([]);
		expect(shown.at(-1)).toBeUndefined();
	});
});
