export interface RunningService {
	/** Ends with a slash. */
	readonly url: string;
	stop(): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function stopProcess(child: import('node:child_process').ChildProcess): Promise<void>;
export declare function startProvider(options?: {
	port?: number;
	dataDir?: string;
	quiet?: boolean;
	/** Honour the `X-Blockyard-Fault` test header (the e2e suite's provider). */
	faults?: boolean;
	/** More environment for the provider (`BLOCKYARD_AI_*`). */
	env?: Readonly<Record<string, string>>;
}): Promise<RunningService>;
export declare function startPlayground(options: {
	mode: 'dev' | 'preview';
	port?: number;
	providerUrl: string;
	quiet?: boolean;
}): Promise<RunningService>;
