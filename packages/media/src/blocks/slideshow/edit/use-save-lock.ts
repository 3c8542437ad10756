import { useOptionalHost } from '@blockyard/ui';
import { useEffect } from '@wordpress/element';

/**
 * Keeps the post from being saved while `locked` (images still uploading), and lets it be
 * saved again once no image is a temporary `blob:` address any more, or the block goes.
 */
export function useSaveLock(lockName: string, locked: boolean): void {
	const host = useOptionalHost();
	useEffect(() => {
		if (!host || !locked) {
			return undefined;
		}
		host.lockPostSaving(lockName);
		return () => host.unlockPostSaving(lockName);
	}, [host, lockName, locked]);
}
