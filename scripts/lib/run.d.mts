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

/**
 * Runs a command in the repository root as `run` does, streaming its output and keeping it;
 * when it fails, repeats the lines that name the failure at the end, where CI's tail of the
 * log shows them.
 */
export declare function runShowingFailures(
	command: string,
	args: readonly string[],
	env?: Readonly<Record<string, string>>
): Promise<void>;
