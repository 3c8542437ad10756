/** Runs a command in the repository root, streaming its output; throws when it fails. */
export declare function run(
	command: string,
	args: readonly string[],
	env?: Readonly<Record<string, string>>
): void;

/**
 * Runs commands (`[command, args]`) at the same time, each streaming its output; waits for
 * every one, then throws naming those that failed.
 */
export declare function runTogether(
	commands: readonly (readonly [command: string, args: readonly string[]])[],
	options?: { readonly cwd?: string }
): Promise<void>;
