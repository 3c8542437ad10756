/** A line of the bench's progress on the console. */
export const log = (line: string): void => console.log(`bench: ${line}`);
