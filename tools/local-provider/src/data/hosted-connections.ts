import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, updateOption, writeOption } from './option-json';

/** A photo posted to a stand-in Instagram account after it was connected (by a test): which, with its caption. */
const postedSchema = z.object({ photo: z.int().min(0), title: z.string() });
export type PostedPhoto = z.infer<typeof postedSchema>;

const accountSchema = z.object({
	token: z.string(),
	username: z.string(),
	keyring_id: z.int().positive().optional(),
	/** Newest first. */
	posted: z.array(postedSchema).default([]),
});

/**
 * Which outside services the site has connected (Mailchimp, Google Photos) and its Instagram
 * accounts. An account kept without a keyring id (one stored before they had one) is given the
 * next free one as it is read.
 */
const stateSchema = z
	.object({
		mailchimp: z.boolean(),
		google_photos: z.boolean(),
		instagram: z.array(accountSchema),
	})
	.transform((state) => {
		let next = Math.max(0, ...state.instagram.map((account) => account.keyring_id ?? 0));
		return {
			...state,
			instagram: state.instagram.map((account) => ({
				...account,
				keyring_id: account.keyring_id ?? ++next,
			})),
		};
	});
export type ConnectionsState = z.output<typeof stateSchema>;
export type InstagramAccount = ConnectionsState['instagram'][number];

const OPTION = 'hosted_connections';

/** A fresh site has nothing connected: each connect page of the provider connects its service. */
const initial = (): ConnectionsState => ({ mailchimp: false, google_photos: false, instagram: [] });

export function getConnections(db: Database): ConnectionsState {
	return readOption(db, OPTION, stateSchema, initial);
}

export function setConnected(db: Database, service: 'mailchimp' | 'google_photos', connected: boolean): void {
	writeOption(db, OPTION, { ...getConnections(db), [service]: connected });
}

/** Adds an Instagram account and answers it. */
export function addInstagramAccount(db: Database): InstagramAccount {
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
					posted: [],
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

/**
 * Posts a photo (one of the stand-in photos, with a caption) to the Instagram account with this
 * user name, as its newest; answers the account, or undefined when there is none.
 */
export function postInstagramPhoto(
	db: Database,
	username: string,
	posted: PostedPhoto
): InstagramAccount | undefined {
	const state = updateOption(db, OPTION, stateSchema, initial, (current) => ({
		...current,
		instagram: current.instagram.map((account) =>
			account.username === username ? { ...account, posted: [posted, ...account.posted] } : account
		),
	}));
	return state.instagram.find((account) => account.username === username);
}
