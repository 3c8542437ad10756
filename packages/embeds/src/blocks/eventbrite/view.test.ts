// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { startView } from './view';

beforeAll(() => {
	// jsdom has no modal dialogs: open and close them as the browser does, minus the top layer.
	HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
		this.open = true;
	};
	HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
		this.open = false;
		this.dispatchEvent(new Event('close'));
	};
});

afterEach(() => {
	document.body.innerHTML = '';
});

function savedBlock(eventId = '123456789012'): HTMLElement {
	document.body.innerHTML = `<div class="wp-block-blockyard-eventbrite is-style-modal" data-event-id="${eventId}"><div class="wp-block-blockyard-button"><a class="wp-block-blockyard-button__element" href="https://www.eventbrite.com/e/tickets-${eventId}">Register</a></div></div>`;
	return document.querySelector('.wp-block-blockyard-eventbrite') as HTMLElement;
}

describe('the Eventbrite modal on a visitor’s page', () => {
	it('opens the event’s checkout in a modal dialog from the button, and closes it back to the button', () => {
		const block = savedBlock();
		startView(block);
		const button = block.querySelector('a') as HTMLAnchorElement;
		expect(button.getAttribute('aria-haspopup')).toBe('dialog');

		const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
		button.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(true);
		const dialog = block.querySelector('dialog') as HTMLDialogElement;
		expect(dialog.open).toBe(true);
		expect(dialog.getAttribute('aria-label')).toBe('Eventbrite Checkout');
		const frame = dialog.querySelector('iframe') as HTMLIFrameElement;
		expect(frame.getAttribute('src')).toBe(
			'https://www.eventbrite.com/checkout-external?eid=123456789012'
		);
		expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
		expect(frame.title).toBe('Eventbrite Checkout');

		const focus = vi.spyOn(button, 'focus');
		(dialog.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
		expect(dialog.open).toBe(false);
		expect(focus).toHaveBeenCalled();

		button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
		expect(block.querySelectorAll('dialog')).toHaveLength(1);
		expect(dialog.open).toBe(true);
	});

	it('lets a click with a modifier key follow the link to the event page', () => {
		const block = savedBlock();
		startView(block);
		const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
		block.querySelector('a')?.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
		expect(block.querySelector('dialog')).toBeNull();
	});

	it('does nothing for an id that is not a number', () => {
		const block = savedBlock('12ab');
		startView(block);
		const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
		block.querySelector('a')?.dispatchEvent(click);
		expect(click.defaultPrevented).toBe(false);
	});

	it('leaves the link to the event page in a browser without modal dialogs', () => {
		const showModal = Object.getOwnPropertyDescriptor(HTMLDialogElement.prototype, 'showModal');
		Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
		try {
			const block = savedBlock();
			startView(block);
			const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
			block.querySelector('a')?.dispatchEvent(click);
			expect(click.defaultPrevented).toBe(false);
			expect(block.querySelector('a')?.hasAttribute('aria-haspopup')).toBe(false);
		} finally {
			if (showModal) {
				Object.defineProperty(HTMLDialogElement.prototype, 'showModal', showModal);
			}
		}
	});
});
