// A business's name on Tock, as the saved widget and its link hold it: imported by `save` and
// the visitor's view, so it holds no parser of pasted text.

/** Tock's pages and its widget script are on this host. */
export const TOCK_HOST = 'www.exploretock.com';

/** The exact hosts of Tock's pages and widget script. */
export const TOCK_HOSTS: readonly string[] = [TOCK_HOST];

/** Tock's widget script: a fixed address, never one taken from saved or pasted text. */
export const TOCK_SCRIPT_URL = `https://${TOCK_HOST}/tock.js`;

/** The longest business name taken. */
export const MAX_BUSINESS_NAME_LENGTH = 100;

// Letters, digits, `-`, `_` and `.`, starting with a letter or digit (so never `.` or `..`).
const BUSINESS_NAME = new RegExp(`^[a-z0-9][a-z0-9._-]{0,${MAX_BUSINESS_NAME_LENGTH - 1}}$`, 'i');

/** Whether `name` is a business name Tock's addresses can hold. */
export function isBusinessName(name: string | undefined): name is string {
	return name !== undefined && BUSINESS_NAME.test(name);
}

/** The business's page on Tock: `https://www.exploretock.com/<name>`. */
export function tockAddress(name: string): string {
	return `https://${TOCK_HOST}/${name}`;
}
