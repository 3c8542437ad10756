import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { readOption, writeOption } from '../option-json';

const OPTION = 'blockyard_plugin_licenses';

const licenseSchema = z.object({
	license_key: z.string(),
	product: z.string(),
	attached_at: z.string().nullable(),
});
export type License = z.infer<typeof licenseSchema>;

/** `product_suffix`: how the local provider's license keys look (`jetpack-scan_a1b2c3`). */
export const LICENSE_KEY = /^([a-z0-9-]+)_[a-z0-9]{6,32}$/;

/** A fresh site's user owns one license not attached to any site yet. */
const DEFAULT_LICENSES = (): License[] => [
	{ license_key: 'jetpack-scan_4f1c2a9e', product: 'Jetpack Scan', attached_at: null },
];

export function listLicenses(db: Database): License[] {
	return readOption(db, OPTION, z.array(licenseSchema), DEFAULT_LICENSES);
}

/** Attaches a license to this site (adding it when the user did not have it yet). */
export function attachLicense(db: Database, key: string, now: Date): void {
	const match = LICENSE_KEY.exec(key);
	const licenses = listLicenses(db);
	const attachedAt = now.toISOString();
	const existing = licenses.find((license) => license.license_key === key);
	const next = existing
		? licenses.map((license) =>
				license === existing ? { ...license, attached_at: attachedAt } : license
			)
		: [...licenses, { license_key: key, product: match?.[1] ?? 'unknown', attached_at: attachedAt }];
	writeOption(db, OPTION, next);
}

export function licenseCounts(db: Database) {
	const licenses = listLicenses(db);
	const assigned = licenses.filter((license) => license.attached_at !== null).length;
	return {
		all: licenses.length,
		assigned,
		unassigned: licenses.length - assigned,
		detached: 0,
		revoked: 0,
	};
}
