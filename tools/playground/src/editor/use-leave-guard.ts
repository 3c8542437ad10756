import { useEffect } from '@wordpress/element';

import type { PageLeave } from './page-leave';

/**
 * While the post has unsaved changes, leaving the page (reload, close, another
 * address) asks first, as WordPress's editor does: the browser's own
 * "Leave site?" dialog, whose text a page cannot choose. A round trip that kept
 * the changes (Connect) is not asked about.
 */
export function useLeaveGuard(isDirty: boolean, pageLeave: PageLeave): void {
	useEffect(() => {
		if (!isDirty) {
			return undefined;
		}
		const onBeforeUnload = (event: BeforeUnloadEvent) => {
			if (pageLeave.isLeavingWithChangesKept()) {
				return;
			}
			event.preventDefault();
			// Older browsers ask only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener('beforeunload', onBeforeUnload);
		return () => window.removeEventListener('beforeunload', onBeforeUnload);
	}, [isDirty, pageLeave]);
}
