// The visitor's side of Pinterest, started on each saved block: a profile or a board is
// Pinterest's markup (`<a data-pin-do="embedUser|embedBoard" href>`), which Pinterest's script,
// loaded once per page from its fixed address, draws as the profile or board. A pin is a
// frame and needs nothing. Without the script, the link to Pinterest stays.
import { loadProviderScript } from '../../embed/provider-script';
import { PINTEREST_HOSTS, PINTEREST_SCRIPT_URL } from './embed-kind';

/** Loads Pinterest's script when the block holds a profile or a board. */
export function startView(element: HTMLElement): void {
	if (!element.querySelector('a[data-pin-do]')) {
		return;
	}
	loadProviderScript(PINTEREST_SCRIPT_URL, PINTEREST_HOSTS, element.ownerDocument).catch(() => {
		// Without the script the saved link is the way to the profile or board.
	});
}
