/** The consumers `npm test` builds from the local registry, by name. */
export type ConsumerName = 'vite-app' | 'wp-plugin';
export interface ConsumerRecipe {
	/** The template folder (e2e/consumers/<name>). */
	readonly template: string;
	/** The commands of its README section, in order, each as its words (`['npm', 'run', 'build']`). */
	readonly commands: readonly (readonly string[])[];
}
export declare const CONSUMERS: Readonly<Record<ConsumerName, ConsumerRecipe>>;
/** Where the consumers' third-party installs are kept between runs. */
export declare const installCacheRoot: string;
export interface Consumer {
	/** The consumer's folder, outside the repository. */
	readonly dir: string;
	readonly commands: readonly (readonly string[])[];
	/** True when a kept third-party install was moved in. */
	readonly reusedInstall: boolean;
	/** Runs a command in `dir` with npm pointed at the registry; throws with its output on failure; answers its time in ms. */
	run(command: readonly string[]): number;
	/** Deletes `dir`, keeping its third-party install for the next run when it installed. */
	dispose(): void;
}
export declare function createConsumer(
	name: ConsumerName,
	registry: { readonly url: string; readonly env: Readonly<Record<string, string>> }
): Consumer;
/**
 * Installs a consumer's third-party dependencies into its kept install when there is none yet
 * (npm test's install phase); answers whether it installed.
 */
export declare function keepThirdPartyInstall(name: ConsumerName): boolean;
