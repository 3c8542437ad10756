import { useOptionalHost } from '@blockyard/ui';
import { useEffect } from '@wordpress/element';

/** Keeps the post from being saved while `uploading` (images with temporary `blob:` addresses). */
export function useUploadLock(clientId: string, uploading: boolean): void {
	const host = useOptionalHost();
	useEffect(() => {
		if (!host || !uploading) {
			return undefined;
		}
		const lockName = `blockyard/tiled-gallery/${clientId}`;
		host.lockPostSaving(lockName);
		return () => host.unlockPostSaving(lockName);
	}, [host, clientId, uploading]);
}
