import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { originList } from './http/access-policy';
import { UPLOAD_PROTOCOLS, type UploadProtocol } from './resumable/upload-protocol';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/** `<repo root>/.data`, found from this file's own place (tools/local-provider/src/), whatever the cwd. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

export interface CliConfig {
	readonly port: number;
	readonly host: string;
	readonly dataDir: string;
	/** `BLOCKYARD_PROVIDER_FAULTS=1`: honour the `X-Blockyard-Fault` test header. Present only when on. */
	readonly faults?: boolean;
	/** `BLOCKYARD_PROVIDER_ORIGINS`: the playground's origins, comma-separated. Present only when set. */
	readonly origins?: readonly string[];
	/** `BLOCKYARD_PROVIDER_SITE_ORIGINS`: WordPress test sites' origins, comma-separated. Present only when set. */
	readonly siteOrigins?: readonly string[];
	/** `BLOCKYARD_PROVIDER_ALLOW_REMOTE=1`: listen on a non-loopback host (with a warning). Present only when on. */
	readonly allowRemote?: boolean;
	/** `BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL`: `tus` or `service` (the video service's method override). Present only when set. */
	readonly uploadProtocol?: UploadProtocol;
}

/** A comma-separated list of origins, checked; `undefined` when the variable is unset or blank. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
	const text = nonEmpty(env[name]);
	return text === undefined
		? undefined
		: originList(
				text.split(',').filter((part) => part.trim() !== ''),
				name
			);
}

function nonEmpty(value: string | undefined): string | undefined {
	return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * The CLI's settings from the environment: `BLOCKYARD_PROVIDER_PORT` (default
 * 8787, 0 = any free port), `BLOCKYARD_PROVIDER_HOST` (default 127.0.0.1),
 * `BLOCKYARD_DATA_DIR` (default `<repo root>/.data`; a relative one is taken
 * from `cwd`), `BLOCKYARD_PROVIDER_FAULTS` (`1` turns fault injection on),
 * `BLOCKYARD_PROVIDER_ORIGINS` and `BLOCKYARD_PROVIDER_SITE_ORIGINS` (comma-separated
 * origins), `BLOCKYARD_PROVIDER_ALLOW_REMOTE` (`1` lets it listen off loopback),
 * `BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL` (`service`: the resumable upload takes tus's methods
 * only as the video service does, through the method override; `tus`, the default, as well).
 * Throws on a port that is not one, on a list item that is not an origin and on an unknown protocol.
 */
export function readCliConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): CliConfig {
	const portText = nonEmpty(env['BLOCKYARD_PROVIDER_PORT']);
	const port = portText === undefined ? DEFAULT_PORT : Number(portText);
	if (!/^\d+$/.test(portText ?? '0') || !Number.isInteger(port) || port < 0 || port > 65535) {
		throw new Error(`BLOCKYARD_PROVIDER_PORT must be a port number from 0 to 65535, not "${portText}".`);
	}
	const dataDir = nonEmpty(env['BLOCKYARD_DATA_DIR']);
	const playground = origins(env, 'BLOCKYARD_PROVIDER_ORIGINS');
	const sites = origins(env, 'BLOCKYARD_PROVIDER_SITE_ORIGINS');
	const protocol = nonEmpty(env['BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL']);
	const uploadProtocol = UPLOAD_PROTOCOLS.find((known) => known === protocol);
	if (protocol !== undefined && uploadProtocol === undefined) {
		throw new Error(
			`BLOCKYARD_PROVIDER_UPLOAD_PROTOCOL must be ${UPLOAD_PROTOCOLS.join(' or ')}, not "${protocol}".`
		);
	}
	return {
		port,
		host: nonEmpty(env['BLOCKYARD_PROVIDER_HOST']) ?? DEFAULT_HOST,
		dataDir: dataDir === undefined ? DEFAULT_DATA_DIR : resolve(cwd, dataDir),
		...(nonEmpty(env['BLOCKYARD_PROVIDER_FAULTS']) === '1' ? { faults: true } : {}),
		...(playground ? { origins: playground } : {}),
		...(sites ? { siteOrigins: sites } : {}),
		...(nonEmpty(env['BLOCKYARD_PROVIDER_ALLOW_REMOTE']) === '1' ? { allowRemote: true } : {}),
		...(uploadProtocol ? { uploadProtocol } : {}),
	};
}
