import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { DONATIONS_BLOCK_NAME, registerDonationsBlock } from './index';
import { donationsAttributes } from './test/test-attributes';

const saved = (attributes: ReturnType<typeof donationsAttributes>) => {
	const holder = document.createElement('div');
	holder.innerHTML = getSaveContent(DONATIONS_BLOCK_NAME, attributes);
	return holder;
};

const texts = (holder: ParentNode, selector: string) =>
	Array.from(holder.querySelectorAll(selector)).map((node) => node.textContent);

beforeAll(() => registerDonationsBlock());

describe('the saved donations form', () => {
	it('is one panel with the heading, the amounts as buttons in the currency, the custom field, the text and Donate', () => {
		const holder = saved(donationsAttributes({ oneTimeDonation: { planId: 7 } }));
		const panels = holder.querySelectorAll('.wp-block-blockyard-donations__panel');
		expect(panels).toHaveLength(1);
		const panel = panels[0] as HTMLElement;
		expect(panel.dataset['interval']).toBe('one-time');
		expect(panel.dataset['planId']).toBe('7');
		expect(texts(panel, 'h4')).toEqual(['Make a one-time donation']);
		expect(panel.querySelector('fieldset legend')?.textContent).toBe('Choose an amount');
		const amounts = Array.from(panel.querySelectorAll<HTMLButtonElement>('fieldset button'));
		expect(amounts.map((button) => button.textContent)).toEqual(['$5.00', '$15.00', '$100.00']);
		expect(amounts.map((button) => button.dataset['amount'])).toEqual(['5', '15', '100']);
		expect(amounts.every((button) => button.type === 'button')).toBe(true);
		const custom = panel.querySelector('label');
		expect(custom?.textContent).toBe('Or enter a custom amount');
		expect(custom?.querySelector('input')?.getAttribute('inputmode')).toBe('decimal');
		expect(texts(panel, 'p')).toEqual(['Your contribution is appreciated.']);
		expect(texts(panel, '.wp-block-button button')).toEqual(['Donate']);
		expect(holder.querySelector('script')).toBeNull();
	});

	it('has a panel per interval shown, in order, each with its own texts and amounts', () => {
		const holder = saved(
			donationsAttributes({
				monthlyDonation: { show: true, amounts: [10, 20, 30] },
				annualDonation: { show: true },
			})
		);
		const panels = Array.from(
			holder.querySelectorAll<HTMLElement>('.wp-block-blockyard-donations__panel')
		);
		expect(panels.map((panel) => panel.dataset['interval'])).toEqual(['one-time', '1 month', '1 year']);
		expect(texts(holder, 'h4')).toEqual([
			'Make a one-time donation',
			'Make a monthly donation',
			'Make a yearly donation',
		]);
		expect(texts(panels[1] as HTMLElement, 'fieldset button')).toEqual(['$10.00', '$20.00', '$30.00']);
		expect(texts(holder, '.wp-block-button button')).toEqual([
			'Donate',
			'Donate monthly',
			'Donate yearly',
		]);
	});

	it('leaves the custom amount out when it is not offered', () => {
		const holder = saved(donationsAttributes({ showCustomAmount: false }));
		expect(holder.querySelector('input')).toBeNull();
	});

	it('formats the amounts in the block’s currency', () => {
		const holder = saved(donationsAttributes({ currency: 'EUR' }));
		expect((holder.firstElementChild as HTMLElement).dataset['currency']).toBe('EUR');
		expect(texts(holder, 'fieldset button').every((text) => text?.includes('€'))).toBe(true);
	});

	it('writes the amounts the way the site’s language does when a money style is stored, and carries it for the view', () => {
		const moneyStyle = { locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true };
		const holder = saved(
			donationsAttributes({ currency: 'EUR', moneyStyle, oneTimeDonation: { amounts: [5, 15, 1000] } })
		);
		const block = holder.firstElementChild as HTMLElement;
		expect(texts(holder, 'fieldset button')).toEqual(['5,00\u00a0€', '15,00\u00a0€', '1.000,00\u00a0€']);
		expect(JSON.parse(block.dataset['moneyStyle'] ?? '')).toEqual(moneyStyle);
		// Without one, the currency's own format, and no style in the markup: as posts saved before.
		const before = saved(
			donationsAttributes({ currency: 'EUR', oneTimeDonation: { amounts: [5, 15, 1000] } })
		);
		expect(texts(before, 'fieldset button')).toEqual(['€5,00', '€15,00', '€1.000,00']);
		expect(before.querySelector('[data-money-style]')).toBeNull();
	});

	it('ignores a malformed money style: the currency’s own format, nothing of it in the markup', () => {
		const holder = saved(
			donationsAttributes({
				currency: 'EUR',
				moneyStyle: {
					locale: 'de_DE',
					grouping: ',',
					decimal: ',',
					symbolFirst: false,
					spaced: true,
				},
			})
		);
		expect(texts(holder, 'fieldset button')).toEqual(['€5,00', '€15,00', '€100,00']);
		expect(holder.querySelector('[data-money-style]')).toBeNull();
	});

	it('makes Donate a link to the fallback address when there is one', () => {
		const holder = saved(donationsAttributes({ fallbackLinkUrl: 'https://site.test/give/' }));
		expect(holder.querySelector('a.wp-block-button__link')?.getAttribute('href')).toBe(
			'https://site.test/give/'
		);
	});

	it('is empty with the one-time tier off or without a payment account', () => {
		expect(
			getSaveContent(DONATIONS_BLOCK_NAME, donationsAttributes({ oneTimeDonation: { show: false } }))
		).toBe('');
		expect(
			getSaveContent(DONATIONS_BLOCK_NAME, donationsAttributes({ oneTimeDonation: { planId: -1 } }))
		).toBe('');
	});
});
