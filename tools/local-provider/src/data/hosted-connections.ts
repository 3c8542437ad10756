import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption, writeOption } from './option-json';

/** Which outside services the site has connected (Mailchimp, Google Photos) and its Instagram accounts. */
const stateSchema = z.object({
	mailchimp: z.boolean(),
	google_photos: z.boolean(),
	instagram: z.array(z.object({ token: z.string(), username: z.string(), keyring_id: z.number() })),
});
export type ConnectionsState = z.infer<typeof stateSchema>;

const OPTION = 'hosted_connections';

/** A fresh site has nothing connected: each connect page of the provider connects its service. */
const initial = (): ConnectionsState => ({ mailchimp: false, google_photos: false, instagram: [] });

export function getConnections(db: Database): ConnectionsState {
	return readOption(db, OPTION, stateSchema, initial);
}

export function setConnected(db: Database, service: 'mailchimp' | 'google_photos', connected: boolean): void {
	writeOption(db, OPTION, { ...getConnections(db), [service]: connected });
}

/** Adds an Instagram account and answers its keyring id. */
export function addInstagramAccount(db: Database): { keyring_id: number; token: string; username: string } {
	const state = updateOption(db, OPTION, stateSchema, initial, (current) => {
		const keyring = Math.max(0, ...current.instagram.map((account) => account.keyring_id)) + 1;
		return {
			...current,
			instagram: [
				...current.instagram,
				{
					keyring_id: keyring,
					token: `local-instagram-token-${keyring}`,
					username: `blockyard_local_${keyring}`,
				},
			],
		};
	});
	const account = state.instagram.at(-1);
	if (!account) {
		throw new Error('The new Instagram account could not be read back.');
	}
	return account;
}

/** Removes the Instagram account with this token; answers whether there was one. */
export function removeInstagramAccount(db: Database, token: string): boolean {
	let removed = false;
	updateOption(db, OPTION, stateSchema, initial, (current) => {
		const kept = current.instagram.filter((account) => account.token !== token);
		removed = kept.length < current.instagram.length;
		return { ...current, instagram: kept };
	});
	return removed;
}
