import type { Database } from 'better-sqlite3';

import * as z from 'zod';

import { readOption } from '../data/option-json';

/** The demo site's id on the (pretend) hosted platform. */
export const DEMO_BLOG_ID = 1;

/** The site id: the `blog_id` option when one is stored (a positive integer), else {@link DEMO_BLOG_ID}. */
export function siteBlogId(db: Database): number {
	return readOption(db, 'blog_id', z.number().int().positive(), () => DEMO_BLOG_ID);
}
