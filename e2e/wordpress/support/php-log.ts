// What a site's PHP said during one spec: the warnings and errors the recorder wrote
// (php/record-errors.php), and the server's own log lines, read from where the spec began.
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

import type { WordPressSite } from './wordpress-server';

export interface PhpError {
	readonly request: string;
	readonly level: string;
	readonly message: string;
	readonly file: string;
	readonly line: number;
}

/** Where each log ends now: a spec reads from here on. */
export interface LogMarks {
	readonly errors: number;
	readonly server: number;
}

const sizeOf = (file: string): number => (existsSync(file) ? statSync(file).size : 0);

/** The text of `file` from byte `from` on. */
function readFrom(file: string, from: number): string {
	const size = sizeOf(file);
	if (size <= from) {
		return '';
	}
	const buffer = Buffer.alloc(size - from);
	const fd = openSync(file, 'r');
	try {
		readSync(fd, buffer, 0, buffer.length, from);
	} finally {
		closeSync(fd);
	}
	return buffer.toString('utf8');
}

export const markLogs = (site: WordPressSite): LogMarks => ({
	errors: sizeOf(site.errorLog),
	server: sizeOf(site.serverLog),
});

/** The PHP warnings and errors recorded since `marks`. */
export function phpErrorsSince(site: WordPressSite, marks: LogMarks): PhpError[] {
	return readFrom(site.errorLog, marks.errors)
		.split('\n')
		.filter((line) => line.trim() !== '')
		.map((line) => JSON.parse(line) as PhpError);
}

/** The server's log lines since `marks` that are not a connection opening or closing. */
export function serverLinesSince(site: WordPressSite, marks: LogMarks): string[] {
	return readFrom(site.serverLog, marks.server)
		.split('\n')
		.filter((line) => line.trim() !== '' && !/ (Accepted|Closing)$/.test(line));
}

/**
 * Waits until PHP's built-in server has closed every connection opened since `marks` (it logs
 * each one's "Accepted" and "Closing"), so that what a spec's last requests write lands before
 * its errors are read and the next spec's database is put back; gives up after `timeoutMs`.
 */
export async function serverIdle(site: WordPressSite, marks: LogMarks, timeoutMs = 10_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		const lines = readFrom(site.serverLog, marks.server);
		const opened = lines.match(/ Accepted$/gm)?.length ?? 0;
		const closed = lines.match(/ Closing$/gm)?.length ?? 0;
		if (opened <= closed) {
			return;
		}
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

/** One error as the run prints it. */
export const formatPhpError = (error: PhpError): string =>
	`${error.level}: ${error.message} in ${error.file}:${error.line}\n    during ${error.request}`;
