/** What a storage failure answers: 503, and when to try again. */
export interface StorageFault {
	readonly code: 'blockyard_storage_busy' | 'blockyard_storage_unavailable';
	readonly message: string;
	/** Seconds, for `Retry-After`. */
	readonly retryAfter: number;
}

/** SQLite's codes for a database another program holds locked. */
const BUSY = /^SQLITE_(?:BUSY|LOCKED)/;
/** The data folder or its database cannot be written (or read) right now. */
const UNAVAILABLE =
	/^(?:SQLITE_(?:READONLY|CANTOPEN|FULL|IOERR|PERM)|EACCES|EPERM|EROFS|ENOSPC|EDQUOT|EBUSY)/;

/**
 * The storage fault `error` is, or `undefined` for any other error (a bug,
 * which stays a 500). A busy database is worth retrying within a second; a
 * folder that cannot be written needs someone to fix it first.
 */
export function storageFaultOf(error: unknown): StorageFault | undefined {
	const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
	if (BUSY.test(code)) {
		return {
			code: 'blockyard_storage_busy',
			message: 'The site’s database is busy. Try again in a moment.',
			retryAfter: 1,
		};
	}
	if (UNAVAILABLE.test(code)) {
		return {
			code: 'blockyard_storage_unavailable',
			message: `The site’s data folder cannot be written right now (${code}). Try again later.`,
			retryAfter: 30,
		};
	}
	return undefined;
}
