// Button & Modal on a visitor's page: the button (a link to the event page, followed as it is
// without JavaScript) opens Eventbrite's checkout in a modal dialog. The dialog is the browser's
// own (`showModal`): the rest of the page is inert while it is open, focus moves into it,
// Escape closes it, and focus returns to the button.
import { __ } from '@wordpress/i18n';

import type { EmbedFrame } from '../../embed/provider';
import { checkoutFrame } from './frame';

const EVENT_ID = /^[0-9]{1,15}$/;

/** The modal with the checkout's frame, added to the block the first time it opens. */
function createModal(block: HTMLElement, frame: EmbedFrame, button: HTMLElement): HTMLDialogElement {
	const dialog = document.createElement('dialog');
	dialog.className = 'wp-block-blockyard-eventbrite__modal';
	dialog.setAttribute('aria-label', frame.title);

	const close = document.createElement('button');
	close.type = 'button';
	close.className = 'wp-block-blockyard-eventbrite__close';
	close.setAttribute('aria-label', __('Close', 'blockyard'));
	close.textContent = '×';
	close.addEventListener('click', () => dialog.close());

	const iframe = document.createElement('iframe');
	iframe.src = frame.src;
	iframe.title = frame.title;
	iframe.setAttribute('sandbox', frame.sandbox);

	dialog.append(close, iframe);
	// A click on the backdrop (the dialog itself, outside its content) closes it too.
	dialog.addEventListener('click', (event) => {
		if (event.target === dialog) {
			dialog.close();
		}
	});
	dialog.addEventListener('close', () => button.focus());
	block.append(dialog);
	return dialog;
}

/**
 * Starts one saved Eventbrite block in Button & Modal style: its button opens the checkout of
 * the event in the block's `data-event-id`. A click with a modifier key (a new tab) follows
 * the link as it is.
 */
export function startView(block: HTMLElement): void {
	const eventId = block.dataset.eventId ?? '';
	const frame = EVENT_ID.test(eventId) ? checkoutFrame(Number(eventId)) : undefined;
	const button = block.querySelector<HTMLElement>('.wp-block-blockyard-button__element');
	// A browser without modal dialogs keeps the plain link to the event page.
	if (
		!frame ||
		!button ||
		typeof HTMLDialogElement === 'undefined' ||
		!('showModal' in HTMLDialogElement.prototype)
	) {
		return;
	}
	button.setAttribute('aria-haspopup', 'dialog');
	let dialog: HTMLDialogElement | undefined;
	button.addEventListener('click', (event) => {
		if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
			return;
		}
		event.preventDefault();
		dialog ??= createModal(block, frame, button);
		dialog.showModal();
	});
}
