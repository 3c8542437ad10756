import type { Database } from 'better-sqlite3';

import { createPost } from '../data/posts';
import { DEFAULT_SETTINGS, updateSettings } from '../data/settings';

export const DEMO_POST_TITLE = 'Welcome to the Blockyard playground';

/** What a fresh data folder starts with: the default settings and one empty draft (id 1). */
export function seedDemoSite(db: Database): void {
	updateSettings(db, DEFAULT_SETTINGS);
	createPost(db, { title: DEMO_POST_TITLE, content: '', status: 'draft' });
}
