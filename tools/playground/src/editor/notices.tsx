import { NoticeList, SnackbarList } from '@wordpress/components';
import { useSyncExternalStore } from '@wordpress/element';

import type { PlaygroundNotice, PlaygroundStore } from '../host/playground-store';

export interface NoticesProps {
	readonly store: PlaygroundStore;
}

/** The host's notices: errors and warnings stay on top of the content, the rest are snackbars. */
export function Notices({ store }: NoticesProps) {
	const notices = useSyncExternalStore(store.subscribe, () => store.getState().notices);
	const persistent = notices
		.filter((notice) => notice.status === 'error' || notice.status === 'warning')
		.map(({ id, status, message, actions }) => ({
			id,
			status,
			content: message,
			isDismissible: true,
			actions: actionsOf(actions),
		}));
	const snackbars = notices
		.filter((notice) => notice.status === 'success' || notice.status === 'info')
		.map(({ id, message, actions }) => ({ id, content: message, actions: actionsOf(actions) }));
	return (
		<>
			<NoticeList
				className="blockyard-playground__notices"
				notices={persistent}
				onRemove={store.removeNotice}
			/>
			<SnackbarList
				className="blockyard-playground__snackbars"
				notices={snackbars}
				onRemove={store.removeNotice}
			/>
		</>
	);
}

/** A notice's links as the notice components take them. */
function actionsOf(actions: PlaygroundNotice['actions']): { label: string; url: string }[] {
	return (actions ?? []).map(({ label, url }) => ({ label, url }));
}
