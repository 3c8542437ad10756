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
}): Promise<RunningService>;
export declare function startPlayground(options: {
	mode: 'dev' | 'preview';
	port?: number;
	providerUrl: string;
	quiet?: boolean;
}): Promise<RunningService>;
