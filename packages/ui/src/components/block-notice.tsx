import { Notice } from '@wordpress/components';
import type { ReactNode } from 'react';

export type BlockNoticeStatus = 'info' | 'success' | 'warning' | 'error';

export interface BlockNoticeProps {
	readonly status?: BlockNoticeStatus;
	readonly children: ReactNode;
	/** Makes the notice dismissible. */
	readonly onRemove?: () => void;
}

/** A notice inside a block (errors and warnings are announced by the Notice itself). */
export function BlockNotice({ status = 'info', children, onRemove }: BlockNoticeProps) {
	return (
		<Notice
			className="blockyard-notice"
			status={status}
			isDismissible={Boolean(onRemove)}
			onRemove={onRemove}
		>
			{children}
		</Notice>
	);
}
