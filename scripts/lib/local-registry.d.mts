/** A running local registry (Verdaccio on loopback). */
export interface LocalRegistry {
	/** `http://127.0.0.1:PORT/`, ending with a slash. */
	readonly url: string;
	/** A temporary npmrc: `@blockyard:registry=<url>` and the token of the registry's user. */
	readonly npmrc: string;
	/** `{ npm_config_userconfig: npmrc }`: add it to the environment of any npm command meant for the registry. */
	readonly env: Readonly<Record<string, string>>;
	/** Stops the server and deletes its storage, config and npmrc. */
	stop(): Promise<void>;
}
export interface PublishedPackage {
	readonly name: string;
	readonly version: string;
}
export declare const registryDir: string;
export declare const SCOPE: '@blockyard';
/** `nx release publish`'s arguments, as the release workflow runs them. */
export declare const PUBLISH_ARGS: readonly string[];
export declare function verdaccioConfig(dir: string): Record<string, unknown>;
export declare function npmrcFor(url: string, token: string): string;
export declare function createUser(url: string, name: string, password: string): Promise<string>;
export declare function startLocalRegistry(options?: { quiet?: boolean }): Promise<LocalRegistry>;
export declare function publicPackages(): PublishedPackage[];
/** Publishes every public package to the registry (`nx release publish --registry=<url>`); throws when it fails. */
export declare function publishWorkspace(
	registry: Pick<LocalRegistry, 'url' | 'env'>,
	options?: { stdio?: 'inherit' | 'pipe' }
): PublishedPackage[];
export declare function publishedVersions(
	registry: Pick<LocalRegistry, 'url' | 'env'>,
	name: string
): string[];
