export interface PhaseRow {
	readonly label: string;
	readonly status: 'passed' | 'failed';
	readonly ms: number;
}
export declare function formatDuration(ms: number): string;
export declare function timingTable(rows: readonly PhaseRow[], totalMs: number): string;
export declare function createPhases(options?: {
	now?: () => number;
	print?: (text: string) => void;
	/** When to print the table (default: when the process exits). */
	onExit?: (printTable: () => void) => void;
}): {
	readonly rows: readonly PhaseRow[];
	phase(label: string, work: () => unknown, about?: string): Promise<void>;
};
