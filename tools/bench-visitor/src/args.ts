/** What the visitor bench may be told on its command line. */
export interface VisitorBenchOptions {
	/**
	 * Measured loads of each page, after one unmeasured load of each; `undefined`: as many as there
	 * are pages, so that each page is loaded once at each place of a round (rounds.ts).
	 */
	readonly samples: number | undefined;
	/** Print only: leave docs/benchmarks-visitor.md alone. */
	readonly write: boolean;
	readonly help: boolean;
}

export const USAGE = `node --import tsx tools/bench-visitor/src/main.ts [options]
  --samples N   measured loads of each page (default: as many as there are pages)
  --no-write    print the results only, write nothing
  --help        this text`;

/**
 * The options of `argv` (the arguments after the script). Throws for an unknown option or a
 * count that is not a whole number of at least 1.
 *
 * @example
 * parseArgs(['--samples', '3', '--no-write']); // { samples: 3, write: false, help: false }
 */
export function parseArgs(argv: readonly string[]): VisitorBenchOptions {
	let samples: number | undefined;
	let write = true;
	let help = false;
	for (let index = 0; index < argv.length; index += 1) {
		const arg = argv[index] ?? '';
		if (arg === '--no-write') {
			write = false;
		} else if (arg === '--help') {
			help = true;
		} else if (arg === '--samples' || arg.startsWith('--samples=')) {
			const value = arg === '--samples' ? argv[(index += 1)] : arg.slice('--samples='.length);
			samples = Number(value);
			if (!Number.isInteger(samples) || samples < 1) {
				throw new Error(`--samples takes a whole number of at least 1, not '${String(value)}'.`);
			}
		} else {
			throw new Error(`Unknown option '${arg}'.\n${USAGE}`);
		}
	}
	return { samples, write, help };
}
