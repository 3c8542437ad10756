import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import type { StoredVideo } from '../data/videos';
import { readOption, writeOption } from '../data/option-json';

/** The site's own setting for videos whose privacy is "site default" (2), as the platform keeps it. */
const SITE_PRIVACY_OPTION = 'videopress_private_enabled_for_site';

/** The site's video settings the provider keeps: whether "site default" means private. */
export interface SiteVideoSettings {
	readonly videopress_private_enabled_for_site: boolean;
}

export function siteVideoSettings(db: Database): SiteVideoSettings {
	return {
		videopress_private_enabled_for_site: readOption(db, SITE_PRIVACY_OPTION, z.boolean(), () => false),
	};
}

export function setSiteVideoSettings(db: Database, settings: SiteVideoSettings): void {
	writeOption(db, SITE_PRIVACY_OPTION, settings.videopress_private_enabled_for_site);
}

/**
 * Whether only a playback token opens the video: privacy 1 (private), or 2 (the site's
 * default) on a site whose default is private; 0 is public.
 */
export function isPrivateVideo(db: Database, video: Pick<StoredVideo, 'privacy_setting'>): boolean {
	return (
		video.privacy_setting === 1 ||
		(video.privacy_setting === 2 && siteVideoSettings(db).videopress_private_enabled_for_site)
	);
}
