import { safeLinkUrl } from '@blockyard/api-client';
import { __ } from '@wordpress/i18n';

import { readMoneyStyle, type MoneyStyle } from '../../money/money-style';
import { amountErrorMessage } from './amount-message';
import { checkAmount } from './amounts';
import { checkoutAddress, paidPlan, PAID_FLAG, PAID_PLAN_FLAG, returnAddress } from './checkout';
import {
	AMOUNT_CLASS,
	CUSTOM_INPUT_CLASS,
	DONATE_CLASS,
	DONATIONS_CLASS,
	element as elementClass,
	PANEL_CLASS,
} from './markup';
import type { DonationInterval } from './types';

/** What the view needs of the page: where it is, and a way to leave it. */
export interface ViewPage {
	readonly href: () => string;
	readonly assign: (url: string) => void;
	/** Puts an address in place of the current one without leaving the page. */
	readonly replace: (url: string) => void;
}

const windowPage: ViewPage = {
	href: () => window.location.href,
	assign: (url) => window.location.assign(url),
	replace: (url) => window.history.replaceState(window.history.state, '', url),
};

const TAB_NAMES: Readonly<Record<DonationInterval, () => string>> = {
	'one-time': () => __('One-Time', 'blockyard'),
	'1 month': () => __('Monthly', 'blockyard'),
	'1 year': () => __('Yearly', 'blockyard'),
};

let blocks = 0;

/** Turns the saved panels into tabs: a tab list before them, one panel shown at a time. */
function makeTabs(element: HTMLElement, panels: HTMLElement[], prefix: string): void {
	const list = element.ownerDocument.createElement('div');
	list.className = elementClass('tabs');
	list.setAttribute('role', 'tablist');
	list.setAttribute('aria-label', __('Donation frequency', 'blockyard'));
	const tabs = panels.map((panel, index) => {
		const interval = (panel.dataset['interval'] ?? 'one-time') as DonationInterval;
		const tab = element.ownerDocument.createElement('button');
		tab.type = 'button';
		tab.className = elementClass('tab');
		tab.id = `${prefix}-tab-${String(index)}`;
		tab.setAttribute('role', 'tab');
		tab.textContent = (TAB_NAMES[interval] ?? TAB_NAMES['one-time'])();
		panel.setAttribute('role', 'tabpanel');
		panel.setAttribute('aria-labelledby', tab.id);
		tab.setAttribute('aria-controls', panel.id);
		list.append(tab);
		return tab;
	});
	const select = (chosen: number, focus: boolean) => {
		tabs.forEach((tab, index) => {
			const selected = index === chosen;
			tab.setAttribute('aria-selected', String(selected));
			tab.tabIndex = selected ? 0 : -1;
			(panels[index] as HTMLElement).hidden = !selected;
		});
		if (focus) {
			tabs[chosen]?.focus();
		}
	};
	tabs.forEach((tab, index) => tab.addEventListener('click', () => select(index, false)));
	list.addEventListener('keydown', (event) => {
		const current = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
		const last = tabs.length - 1;
		const next =
			event.key === 'ArrowRight'
				? current === last
					? 0
					: current + 1
				: event.key === 'ArrowLeft'
					? current === 0
						? last
						: current - 1
					: event.key === 'Home'
						? 0
						: event.key === 'End'
							? last
							: undefined;
		if (next !== undefined) {
			event.preventDefault();
			select(next, true);
		}
	});
	element.classList.add('is-tabbed');
	element.prepend(list);
	select(0, false);
}

/** The message under a panel's Donate button (an error), or none. */
function setError(panel: HTMLElement, message: string | undefined, input?: HTMLInputElement | null): void {
	let error = panel.querySelector<HTMLElement>(`.${elementClass('error')}`);
	if (message === undefined) {
		error?.remove();
		input?.removeAttribute('aria-invalid');
		input?.removeAttribute('aria-describedby');
		return;
	}
	if (!error) {
		error = panel.ownerDocument.createElement('p');
		error.className = elementClass('error');
		error.id = `${panel.id}-error`;
		error.setAttribute('role', 'alert');
		panel.querySelector(`.${DONATE_CLASS}`)?.parentElement?.before(error);
	}
	error.textContent = message;
	if (input) {
		input.setAttribute('aria-invalid', 'true');
		input.setAttribute('aria-describedby', error.id);
	}
}

/** One interval's panel: the amount chosen (a suggested one, or a valid custom one) and Donate. */
function startPanel(
	panel: HTMLElement,
	currency: string,
	style: MoneyStyle | undefined,
	checkout: string | undefined,
	page: ViewPage
): void {
	const amounts = Array.from(panel.querySelectorAll<HTMLButtonElement>(`.${AMOUNT_CLASS}`));
	const custom = panel.querySelector<HTMLInputElement>(`.${CUSTOM_INPUT_CLASS}`);
	const donate = panel.querySelector<HTMLElement>(`.${DONATE_CLASS}`);
	const press = (pressed: HTMLButtonElement | undefined) => {
		for (const button of amounts) {
			button.setAttribute('aria-pressed', String(button === pressed));
		}
	};
	for (const button of amounts) {
		button.addEventListener('click', () => {
			press(button);
			if (custom) {
				custom.value = '';
			}
			setError(panel, undefined, custom);
		});
	}
	custom?.addEventListener('input', () => {
		press(undefined);
		setError(panel, undefined, custom);
	});
	custom?.addEventListener('blur', () => {
		if (custom.value.trim() !== '' && !checkAmount(custom.value, currency, style).valid) {
			setError(panel, amountErrorMessage(currency, style), custom);
		}
	});

	donate?.addEventListener('click', (event) => {
		event.preventDefault();
		const pressed = amounts.find((button) => button.getAttribute('aria-pressed') === 'true');
		let amount: number | undefined;
		if (pressed) {
			amount = Number(pressed.dataset['amount']);
		} else if (custom && custom.value.trim() !== '') {
			const check = checkAmount(custom.value, currency, style);
			if (!check.valid) {
				setError(panel, amountErrorMessage(currency, style), custom);
				custom.focus();
				return;
			}
			amount = check.amount;
		}
		if (amount === undefined || !Number.isFinite(amount)) {
			setError(panel, __('Choose an amount first.', 'blockyard'));
			return;
		}
		const plan = Number(panel.dataset['planId']);
		if (!checkout || !Number.isInteger(plan) || plan <= 0) {
			setError(panel, __('Donations cannot be taken here right now.', 'blockyard'));
			return;
		}
		page.assign(checkoutAddress(checkout, plan, amount, returnAddress(page.href())));
	});
}

/** Thanks the visitor whose donation on one of this block's plans was just paid, and tidies the address. */
function thankAfterPayment(element: HTMLElement, panels: HTMLElement[], page: ViewPage): void {
	const plan = paidPlan(page.href());
	if (plan === undefined || !panels.some((panel) => panel.dataset['planId'] === String(plan))) {
		return;
	}
	const thanks = element.ownerDocument.createElement('p');
	thanks.className = elementClass('thanks');
	thanks.setAttribute('role', 'status');
	thanks.textContent = __('Thank you for your donation!', 'blockyard');
	element.prepend(thanks);
	const url = new URL(page.href());
	url.searchParams.delete(PAID_FLAG);
	url.searchParams.delete(PAID_PLAN_FLAG);
	page.replace(url.href);
}

/**
 * The visitor's donation form on one saved block: the intervals become tabs, an amount is chosen
 * (or typed, read with the marks of the site's language when the block carries its money style,
 * and checked against the currency's minimum), and Donate leads to the checkout the page
 * names on the block (`data-checkout`, which the plugin and the preview add when they render it),
 * which sends the visitor back here with the paid flags: the block then says thank you.
 */
export function startView(element: HTMLElement, page: ViewPage = windowPage): void {
	if (!element.classList.contains(DONATIONS_CLASS)) {
		return;
	}
	const panels = Array.from(element.querySelectorAll<HTMLElement>(`:scope > .${PANEL_CLASS}`));
	const currency = element.dataset['currency'] ?? 'USD';
	// The site's language's marks, saved with the block when the editor stored a money style.
	const style = readMoneyStyle(element.dataset['moneyStyle']);
	// The checkout's address as a link may lead (the saved-output policy): never a script.
	const checkout = safeLinkUrl(element.dataset['checkout']);
	const prefix = `blockyard-donations-${String(++blocks)}`;
	panels.forEach((panel, index) => {
		panel.id = `${prefix}-panel-${String(index)}`;
		startPanel(panel, currency, style, checkout, page);
	});
	if (panels.length > 1) {
		makeTabs(element, panels, prefix);
	}
	thankAfterPayment(element, panels, page);
}
