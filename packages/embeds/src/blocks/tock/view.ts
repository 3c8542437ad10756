// The visitor's side of Tock, started on the saved block: Tock's widget script (from its fixed
// address) turns the container into the Book now button for the business the saved link
// names. The link stays until the widget has drawn its button, so a visitor whose browser
// cannot run the script still reaches the business's Tock page.
import { isProviderSource } from '@blockyard/api-client';

import { loadProviderScript } from '../../embed/provider-script';
import { isBusinessName, TOCK_HOST, TOCK_HOSTS, TOCK_SCRIPT_URL } from './business-name';

/** Tock's command queue (`tock('init', name)`), as its own snippet sets it up before the script loads. */
type TockCommand = ((...command: unknown[]) => void) & {
	queue: unknown[][];
	callMethod?: (...command: unknown[]) => void;
	push?: unknown;
	loaded?: boolean;
	version?: string;
};

type TockWindow = Window & { tock?: TockCommand; _tock?: TockCommand };

/** The business name the saved link points at, when it is Tock's page for one. */
export function savedBusinessName(element: HTMLElement): string | undefined {
	const href = element.querySelector<HTMLAnchorElement>('a.blockyard-tock__link')?.getAttribute('href');
	// Read through the saved-output policy: https on Tock's host only.
	if (href === null || href === undefined || !isProviderSource(href, [TOCK_HOST])) {
		return undefined;
	}
	const name = new URL(href).pathname.slice(1);
	return isBusinessName(name) ? name : undefined;
}

/** `window.tock`, queueing commands until the script takes them over. */
function tockCommands(view: TockWindow): TockCommand {
	if (!view.tock) {
		const tock = ((...command: unknown[]) => {
			if (tock.callMethod) {
				tock.callMethod(...command);
			} else {
				tock.queue.push(command);
			}
		}) as TockCommand;
		tock.queue = [];
		tock.push = tock;
		tock.loaded = true;
		tock.version = '1.0';
		view.tock = tock;
		view._tock ??= tock;
	}
	return view.tock;
}

/** Starts Tock's widget on one saved Tock block. */
export function startView(element: HTMLElement): void {
	const name = savedBusinessName(element);
	const container = element.querySelector<HTMLElement>('#Tock_widget_container');
	const view = element.ownerDocument.defaultView as TockWindow | null;
	if (!name || !container || !view) {
		return;
	}
	const link = element.querySelector<HTMLElement>('a.blockyard-tock__link');
	const observer = new MutationObserver(() => {
		if (container.childElementCount > 0 && link) {
			link.hidden = true;
			observer.disconnect();
		}
	});
	observer.observe(container, { childList: true });
	tockCommands(view)('init', name);
	loadProviderScript(TOCK_SCRIPT_URL, TOCK_HOSTS, element.ownerDocument).catch(() => {
		// Without the script the saved link is the way to the business's page.
		observer.disconnect();
	});
}
