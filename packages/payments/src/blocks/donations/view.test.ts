import { getSaveContent } from '@wordpress/blocks';
import { beforeAll, describe, expect, it } from 'vitest';

import { DONATIONS_BLOCK_NAME, registerDonationsBlock } from './index';
import { donationsAttributes } from './test/test-attributes';
import { startView, type ViewPage } from './view';

const CHECKOUT = 'https://pay.test/checkout';

/** A page at `href` that records where the view sends the visitor. */
function fakePage(href = 'https://site.test/give/?p=3') {
	const page = { href, assigned: [] as string[] };
	const view: ViewPage = {
		href: () => page.href,
		assign: (url) => void page.assigned.push(url),
		replace: (url) => {
			page.href = url;
		},
	};
	return { page, view };
}

/** The saved block for `attributes`, rendered with the checkout's address as the plugin adds it. */
function renderSaved(
	attributes = donationsAttributes({ oneTimeDonation: { planId: 7 } }),
	checkout = CHECKOUT
) {
	document.body.innerHTML = getSaveContent(DONATIONS_BLOCK_NAME, attributes);
	const block = document.body.firstElementChild as HTMLElement;
	if (checkout) {
		block.dataset['checkout'] = checkout;
	}
	return block;
}

const checkoutParams = (url: string | undefined) => Object.fromEntries(new URL(url ?? '').searchParams);
const amountButton = (block: HTMLElement, text: string) =>
	Array.from(block.querySelectorAll<HTMLButtonElement>('.wp-block-blockyard-donations__amount')).find(
		(button) => button.textContent === text
	) as HTMLButtonElement;
const donate = (block: HTMLElement) =>
	block.querySelector<HTMLElement>('.wp-block-blockyard-donations__donate') as HTMLElement;
const custom = (block: HTMLElement) =>
	block.querySelector<HTMLInputElement>('.wp-block-blockyard-donations__custom-input') as HTMLInputElement;
const typeIn = (input: HTMLInputElement, value: string) => {
	input.value = value;
	input.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeAll(() => registerDonationsBlock());

describe('the visitor’s donation form', () => {
	it('takes a chosen amount to the checkout of the plan, with the way back', () => {
		const block = renderSaved();
		const { page, view } = fakePage('https://site.test/give/?p=3#top');
		startView(block, view);
		amountButton(block, '$15.00').click();
		expect(amountButton(block, '$15.00').getAttribute('aria-pressed')).toBe('true');
		expect(amountButton(block, '$5.00').getAttribute('aria-pressed')).toBe('false');
		donate(block).click();
		expect(page.assigned).toHaveLength(1);
		expect(page.assigned[0]?.startsWith(`${CHECKOUT}?`)).toBe(true);
		expect(checkoutParams(page.assigned[0])).toEqual({
			plan: '7',
			amount: '15',
			return: 'https://site.test/give/?p=3',
		});
	});

	it('takes a custom amount in the currency, and refuses one below the minimum with the error', () => {
		const block = renderSaved(donationsAttributes({ currency: 'EUR', oneTimeDonation: { planId: 9 } }));
		const { page, view } = fakePage();
		startView(block, view);
		typeIn(custom(block), '0,20');
		donate(block).click();
		expect(page.assigned).toEqual([]);
		const error = block.querySelector('[role="alert"]');
		expect(error?.textContent).toBe('Enter an amount of at least €0,50.');
		expect(custom(block).getAttribute('aria-invalid')).toBe('true');
		expect(custom(block).getAttribute('aria-describedby')).toBe(error?.id);

		typeIn(custom(block), '1.234,5');
		expect(block.querySelector('[role="alert"]')).toBeNull();
		donate(block).click();
		expect(checkoutParams(page.assigned[0])).toMatchObject({ plan: '9', amount: '1234.5' });
	});

	it('reads a German visitor’s amount with the site’s marks, and names the minimum the German way', () => {
		const moneyStyle = { locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true };
		const block = renderSaved(
			donationsAttributes({ currency: 'USD', moneyStyle, oneTimeDonation: { planId: 9 } })
		);
		const { page, view } = fakePage();
		startView(block, view);
		expect(amountButton(block, '5,00\u00a0$')).toBeTruthy();
		typeIn(custom(block), '0,20');
		custom(block).dispatchEvent(new Event('blur'));
		expect(block.querySelector('[role="alert"]')?.textContent).toBe(
			'Enter an amount of at least 0,50\u00a0$.'
		);
		typeIn(custom(block), '12,50');
		expect(block.querySelector('[role="alert"]')).toBeNull();
		donate(block).click();
		expect(checkoutParams(page.assigned[0])).toMatchObject({ plan: '9', amount: '12.5' });
	});

	it('names a euro minimum the German way too', () => {
		const moneyStyle = { locale: 'de_DE', grouping: '.', decimal: ',', symbolFirst: false, spaced: true };
		const block = renderSaved(
			donationsAttributes({ currency: 'EUR', moneyStyle, oneTimeDonation: { planId: 9 } })
		);
		const { page, view } = fakePage();
		startView(block, view);
		typeIn(custom(block), '0,2');
		donate(block).click();
		expect(page.assigned).toEqual([]);
		expect(block.querySelector('[role="alert"]')?.textContent).toBe(
			'Enter an amount of at least 0,50\u00a0€.'
		);
		typeIn(custom(block), '1.234,5');
		donate(block).click();
		expect(checkoutParams(page.assigned[0])).toMatchObject({ amount: '1234.5' });
	});

	it('asks for an amount first', () => {
		const block = renderSaved();
		const { page, view } = fakePage();
		startView(block, view);
		donate(block).click();
		expect(page.assigned).toEqual([]);
		expect(block.querySelector('[role="alert"]')?.textContent).toBe('Choose an amount first.');
	});

	it('says donations cannot be taken without a checkout address or a plan', () => {
		const block = renderSaved(donationsAttributes(), CHECKOUT);
		const { page, view } = fakePage();
		startView(block, view);
		amountButton(block, '$5.00').click();
		donate(block).click();
		expect(page.assigned).toEqual([]);
		expect(block.querySelector('[role="alert"]')?.textContent).toBe(
			'Donations cannot be taken here right now.'
		);
	});

	it('never leads to a checkout address that is a script, however it is spelled', () => {
		for (const hostile of [
			'javascript:alert(1)',
			' JaVa\tScRiPt:alert(1)',
			'&#106;avascript:alert(1)',
			'data:text/html,x',
		]) {
			const block = renderSaved(donationsAttributes({ oneTimeDonation: { planId: 7 } }), hostile);
			const { page, view } = fakePage();
			startView(block, view);
			amountButton(block, '$5.00').click();
			donate(block).click();
			expect(page.assigned, hostile).toEqual([]);
			expect(block.querySelector('[role="alert"]')?.textContent).toBe(
				'Donations cannot be taken here right now.'
			);
		}
	});

	it('turns several intervals into tabs, one panel shown at a time, with the arrow keys', () => {
		const block = renderSaved(
			donationsAttributes({
				oneTimeDonation: { planId: 1 },
				monthlyDonation: { planId: 2, show: true },
				annualDonation: { planId: 3, show: true },
			})
		);
		startView(block, fakePage().view);
		const tabs = Array.from(block.querySelectorAll<HTMLElement>('[role="tab"]'));
		expect(tabs.map((tab) => tab.textContent)).toEqual(['One-Time', 'Monthly', 'Yearly']);
		const panels = Array.from(block.querySelectorAll<HTMLElement>('[role="tabpanel"]'));
		expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
		expect(tabs[1]?.getAttribute('aria-controls')).toBe(panels[1]?.id);
		tabs[1]?.click();
		expect(panels.map((panel) => panel.hidden)).toEqual([true, false, true]);
		tabs[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
		expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
		tabs[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
		expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true]);
	});

	it('leaves one interval as it is, without tabs', () => {
		const block = renderSaved();
		startView(block, fakePage().view);
		expect(block.querySelector('[role="tablist"]')).toBeNull();
	});

	it('thanks the visitor back from paying for one of its plans, and takes the flags off the address', () => {
		const block = renderSaved();
		const { page, view } = fakePage(
			'https://site.test/give/?p=3&blockyard_donation=paid&blockyard_donation_plan=7'
		);
		startView(block, view);
		expect(block.querySelector('[role="status"]')?.textContent).toBe('Thank you for your donation!');
		expect(page.href).toBe('https://site.test/give/?p=3');
	});

	it('says nothing for another block’s plan', () => {
		const block = renderSaved();
		startView(
			block,
			fakePage('https://site.test/?blockyard_donation=paid&blockyard_donation_plan=8').view
		);
		expect(block.querySelector('[role="status"]')).toBeNull();
	});
});
