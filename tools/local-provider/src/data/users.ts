import type { Database } from 'better-sqlite3';

/** The WordPress roles the stand-in site's users have. */
export type UserRole = 'administrator' | 'editor' | 'author';

/** The capabilities the provider's routes check, as WordPress names them. */
export type Capability = 'edit_posts' | 'edit_others_posts' | 'manage_categories';

/** A user of the stand-in site (the `users` table, migration 5). */
export interface SiteUser {
	readonly id: number;
	readonly login: string;
	/** The display name. */
	readonly name: string;
	readonly role: UserRole;
}

/** What each role may do, as WordPress's roles give it (only the capabilities the routes check). */
const ROLE_CAPABILITIES: Readonly<Record<UserRole, readonly Capability[]>> = {
	administrator: ['edit_posts', 'edit_others_posts', 'manage_categories'],
	editor: ['edit_posts', 'edit_others_posts', 'manage_categories'],
	author: ['edit_posts'],
};

/** The user the data folder's own nonce stands for: the site's administrator. */
export const FIRST_USER_ID = 1;

/** The users a new site gets (migration 5 inserts them). */
export const DEMO_USERS: readonly SiteUser[] = [
	{ id: 1, login: 'admin', name: 'Site Admin', role: 'administrator' },
	{ id: 2, login: 'ada', name: 'Ada Lovelace', role: 'author' },
	{ id: 3, login: 'grace', name: 'Grace Hopper', role: 'editor' },
];

/** Whether the user's role gives the capability. */
export const userCan = (user: SiteUser, capability: Capability): boolean =>
	ROLE_CAPABILITIES[user.role].includes(capability);

const COLUMNS = 'id, login, display_name AS name, role';

/** Every user, by id. */
export function listUsers(db: Database): SiteUser[] {
	return db.prepare<[], SiteUser>(`SELECT ${COLUMNS} FROM users ORDER BY id`).all();
}

/** The user with this login (as WordPress, ignoring case), if any. */
export function userByLogin(db: Database, login: string): SiteUser | undefined {
	return db
		.prepare<[string], SiteUser>(`SELECT ${COLUMNS} FROM users WHERE login = ? COLLATE NOCASE`)
		.get(login);
}

/** The user with this id, if any. */
export function userById(db: Database, id: number): SiteUser | undefined {
	return db.prepare<[number], SiteUser>(`SELECT ${COLUMNS} FROM users WHERE id = ?`).get(id);
}
