/** Runs a command in the repository root, streaming its output; throws when it fails. */
export declare function run(
	command: string,
	args: readonly string[],
	env?: Readonly<Record<string, string>>
): void;
