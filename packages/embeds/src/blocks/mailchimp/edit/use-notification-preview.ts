import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import { NOTIFICATION_PREVIEW_MS } from '../markup';
import type { NotificationKind } from './inspector';

/** The notification shown after its label was edited, for {@link NOTIFICATION_PREVIEW_MS}; then none. */
export function useNotificationPreview(): {
	shown: NotificationKind | undefined;
	show: (kind: NotificationKind) => void;
} {
	const [shown, setShown] = useState<NotificationKind | undefined>(undefined);
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const show = useCallback((kind: NotificationKind) => {
		clearTimeout(timer.current);
		setShown(kind);
		timer.current = setTimeout(() => setShown(undefined), NOTIFICATION_PREVIEW_MS);
	}, []);
	useEffect(() => () => clearTimeout(timer.current), []);
	return { shown, show };
}
