import { useEffect, useLayoutEffect, useRef } from '@wordpress/element';

import type { PageLeave } from './page-leave';

/**
 * While the post has unsaved changes, leaving the page (reload, close, another
 * address) asks first, as WordPress's editor does: the browser's own
 * "Leave site?" dialog, whose text a page cannot choose. A round trip that kept
 * the changes (Connect) is not asked about.
 *
 * The guard follows the changes before the page is painted: the header shows
 * "Saved" only once leaving no longer asks (an effect after paint left a moment
 * where the page said Saved and still asked).
 */
export function useLeaveGuard(isDirty: boolean, pageLeave: PageLeave): void {
	const dirty = useRef(isDirty);
	useLayoutEffect(() => {
		dirty.current = isDirty;
	}, [isDirty]);
	useEffect(() => {
		const onBeforeUnload = (event: BeforeUnloadEvent) => {
			if (!dirty.current || pageLeave.isLeavingWithChangesKept()) {
				return;
			}
			event.preventDefault();
			// Older browsers ask only when returnValue is set.
			event.returnValue = '';
		};
		window.addEventListener('beforeunload', onBeforeUnload);
		return () => window.removeEventListener('beforeunload', onBeforeUnload);
	}, [pageLeave]);
}
