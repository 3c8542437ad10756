export interface RunningService {
	/** Ends with a slash. */
	readonly url: string;
	stop(): Promise<void>;
}
/** How a process ended: its exit code, or the signal that ended it. */
export interface ProcessEnd {
	readonly code: number | null;
	readonly signal: NodeJS.Signals | null;
}
export interface RunningProvider extends RunningService {
	/** The data folder's nonce: send it as `X-WP-Nonce` on changing requests. */
	readonly nonce: string;
	/** Its process's id. */
	readonly pid: number;
	/** Resolves when the provider's process ends, whoever ended it. */
	readonly exited: Promise<ProcessEnd>;
}
export declare function freePort(): Promise<number>;
/** The playground's page origins on `port`: `http://127.0.0.1:PORT` and `http://localhost:PORT`. */
export declare function playgroundOrigins(port: number): string[];
export declare function stopProcess(child: import('node:child_process').ChildProcess): Promise<void>;
/** Stops a child spawned with `detached: true` and every process of its group (a server's workers). */
export declare function stopProcessGroup(child: import('node:child_process').ChildProcess): Promise<void>;
export declare function startProvider(options?: {
	port?: number;
	dataDir?: string;
	quiet?: boolean;
	/** Honour the `X-Blockyard-Fault` test header (the e2e suite's provider). */
	faults?: boolean;
	/** The playground's page origins (default: the provider's own default, port 5173). */
	origins?: readonly string[];
	/** WordPress test sites' origins: CORS, and their Origin stands for the nonce. */
	siteOrigins?: readonly string[];
	/** `service`: the resumable upload takes HEAD, PATCH, DELETE… only through the method override, as the video service does. */
	uploadProtocol?: 'tus' | 'service';
	/** More environment for the provider (`BLOCKYARD_AI_*`). */
	env?: Readonly<Record<string, string>>;
}): Promise<RunningProvider>;
export declare function startPlayground(options: {
	mode: 'dev' | 'preview';
	port?: number;
	providerUrl: string;
	quiet?: boolean;
}): Promise<RunningService>;
