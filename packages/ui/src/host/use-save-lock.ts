import { useEffect } from '@wordpress/element';

import { useOptionalHost } from './use-host';

/**
 * Keeps the post from being saved while `locked` (a block's files still uploading, its data
 * still loading), through the host's `lockPostSaving`; saving is allowed again when `locked`
 * turns false or the block goes. `lockName` tells the locks of blocks apart: give each block
 * its own, e.g. `blockyard/slideshow/<clientId>`. Does nothing without a host.
 *
 * @example
 * useSaveLock(`blockyard/slideshow/${clientId}`, images.some((image) => isBlobURL(image.url)));
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
