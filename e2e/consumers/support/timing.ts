/** Seconds, to one decimal, for the run's log. */
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** Runs a consumer's README commands in order, logging each one's time. */
export function runCommands(
	label: string,
	consumer: { readonly commands: readonly (readonly string[])[]; run(command: readonly string[]): number }
): void {
	for (const command of consumer.commands) {
		const took = consumer.run(command);
		console.log(`${label}: \`${command.join(' ')}\` took ${seconds(took)}`);
	}
}
