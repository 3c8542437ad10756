/** The scenarios of the bench, in the order it runs them; `--only` names some of them. */
export const SCENARIOS = [
	'editor',
	'inserter',
	'big-post',
	'package-loads',
	'ai-stream',
	'ghost-text',
	'markdown',
	'sizes',
	'plugin-build',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** What `npm run bench -- …` may say. */
export interface BenchOptions {
	/** Exit with 1 when a goal is missed (otherwise the bench reports and exits 0). */
	readonly strict: boolean;
	/** Measured page loads of each kind; at least 10 for the report. */
	readonly samples: number;
	/** Streamed replies into the AI block. */
	readonly aiRuns: number;
	/** Page loads of each package alone, and of the core blocks alone beside them. */
	readonly packageSamples: number;
	/** The scenarios to run: every one unless `--only` names some (and then nothing is written). */
	readonly only: readonly Scenario[];
	/** Print only: leave docs/benchmarks.* and the chart alone. */
	readonly write: boolean;
	readonly help: boolean;
}

export const DEFAULT_OPTIONS: BenchOptions = {
	strict: false,
	samples: 20,
	aiRuns: 3,
	packageSamples: 5,
	only: SCENARIOS,
	write: true,
	help: false,
};

export const USAGE = `npm run bench [-- options]
  --strict        exit with 1 when a goal is missed
  --samples N     measured page loads of each kind (default 20)
  --ai-runs N     streamed AI replies (default 3)
  --package-samples N
                  page loads of each package alone and of the core blocks beside them (default 5)
  --only a,b      run only these scenarios, write nothing: ${SCENARIOS.join(', ')}
  --no-write      print the results only, write nothing
  --help          this text`;

function wholeNumber(name: string, value: string | undefined): number {
	const number = Number(value);
	if (value === undefined || !/^\d+$/.test(value) || number < 1) {
		throw new Error(
			`${name} needs a whole number of 1 or more, not ${value === undefined ? 'nothing' : `"${value}"`}.`
		);
	}
	return number;
}

function scenarios(value: string | undefined): Scenario[] {
	const names = (value ?? '')
		.split(',')
		.map((name) => name.trim())
		.filter((name) => name !== '');
	const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario === name));
	if (names.length === 0 || unknown.length > 0) {
		throw new Error(
			`--only needs scenarios separated by commas, of ${SCENARIOS.join(', ')}; not ${
				unknown.length > 0 ? unknown.map((name) => `"${name}"`).join(', ') : 'nothing'
			}.`
		);
	}
	// In the bench's own order, each once.
	return SCENARIOS.filter((scenario) => names.includes(scenario));
}

/** The options in `argv` (after the script's own path); throws on anything it does not know. */
export function parseArgs(argv: readonly string[]): BenchOptions {
	let options = { ...DEFAULT_OPTIONS };
	for (let index = 0; index < argv.length; index += 1) {
		const [name = '', inline] = (argv[index] ?? '').split('=', 2);
		const value = () => inline ?? argv[(index += 1)];
		if (name === '--strict') {
			options = { ...options, strict: true };
		} else if (name === '--no-write') {
			options = { ...options, write: false };
		} else if (name === '--help' || name === '-h') {
			options = { ...options, help: true };
		} else if (name === '--samples') {
			options = { ...options, samples: wholeNumber(name, value()) };
		} else if (name === '--ai-runs') {
			options = { ...options, aiRuns: wholeNumber(name, value()) };
		} else if (name === '--package-samples') {
			options = { ...options, packageSamples: wholeNumber(name, value()) };
		} else if (name === '--only') {
			options = { ...options, only: scenarios(value()), write: false };
		} else {
			throw new Error(`Unknown option "${argv[index]}".\n${USAGE}`);
		}
	}
	return options;
}
