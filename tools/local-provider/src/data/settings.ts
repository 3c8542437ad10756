import type { SiteSettings } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

/** What a fresh site answers. */
export const DEFAULT_SETTINGS: SiteSettings = {
	title: 'Blockyard Playground',
	language: 'en_US',
	start_of_week: 1,
	time_format: 'g:i a',
	date_format: 'F j, Y',
	timezone: 'UTC',
};

/** WordPress locales: `en_US`, `de_DE`, `de_DE_formal`, `fr`, `ast`. */
const WP_LOCALE = /^[a-z]{2,3}(?:_[A-Z]{2})?(?:_[0-9a-z]+)?$/;

function isTimeZone(value: string): boolean {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: value });
		return true;
	} catch {
		return false;
	}
}

/** One value per setting, as `POST wp/v2/settings` accepts it. */
export const settingsFieldSchemas = {
	title: z.string().max(1000),
	language: z.string().regex(WP_LOCALE, 'Expected a WordPress locale such as en_US or de_DE.'),
	start_of_week: z.int().min(0).max(6),
	time_format: z.string().min(1).max(100),
	date_format: z.string().min(1).max(100),
	timezone: z.string().refine(isTimeZone, 'Expected a time zone identifier such as UTC or Europe/Berlin.'),
} satisfies { [Key in keyof SiteSettings]: z.ZodType<SiteSettings[Key]> };

const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[];

function storedValue<Key extends keyof SiteSettings>(key: Key, json: string | undefined): SiteSettings[Key] {
	if (json === undefined) {
		return DEFAULT_SETTINGS[key];
	}
	try {
		const result = settingsFieldSchemas[key].safeParse(JSON.parse(json));
		return result.success ? (result.data as SiteSettings[Key]) : DEFAULT_SETTINGS[key];
	} catch {
		return DEFAULT_SETTINGS[key];
	}
}

/** The stored settings; any missing or unreadable one answers its default. */
export function getSettings(db: Database): SiteSettings {
	const rows = db.prepare<[], { name: string; value: string }>('SELECT name, value FROM options').all();
	const stored = new Map(rows.map((row) => [row.name, row.value]));
	return {
		title: storedValue('title', stored.get('title')),
		language: storedValue('language', stored.get('language')),
		start_of_week: storedValue('start_of_week', stored.get('start_of_week')),
		time_format: storedValue('time_format', stored.get('time_format')),
		date_format: storedValue('date_format', stored.get('date_format')),
		timezone: storedValue('timezone', stored.get('timezone')),
	};
}

/** Stores the given settings (already validated) and answers all of them. */
export function updateSettings(db: Database, changes: Partial<SiteSettings>): SiteSettings {
	const upsert = db.prepare<[string, string]>(
		'INSERT INTO options (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value'
	);
	db.transaction(() => {
		for (const name of SETTING_NAMES) {
			const value = changes[name];
			if (value !== undefined) {
				upsert.run(name, JSON.stringify(value));
			}
		}
	})();
	return getSettings(db);
}
