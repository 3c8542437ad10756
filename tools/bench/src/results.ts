import type { Summary } from './stats';

/** One measure with every Blockyard package against Gutenberg's core blocks alone. */
export interface Comparison {
	/** `?packages=none`: the core blocks alone, none of Blockyard's package code loaded. */
	readonly core: Summary;
	/** Every Blockyard package (the playground's default). */
	readonly all: Summary;
	/** `all.median / core.median`. */
	readonly ratio: number;
	/** The most `ratio` may be. */
	readonly goal: number;
	readonly pass: boolean;
}

/** The inserter used the same way with every package and with the core blocks alone. */
export interface InserterResult {
	/** What was typed into its search, key by key. */
	readonly search: string;
	/** Search results hovered (the preview panel renders each one's example) before the first is inserted. */
	readonly hovers: number;
	/** Interaction to Next Paint of each use (the Event Timing API), in milliseconds. */
	readonly inp: Comparison;
	/** The longest interaction of each step (opening, typing the search, hovering, inserting), the median over the samples of each kind. */
	readonly phases: {
		readonly core: Readonly<Record<'open' | 'search' | 'hover' | 'insert', number>>;
		readonly all: Readonly<Record<'open' | 'search' | 'hover' | 'insert', number>>;
	};
	/** The results hovered in the first measured sample of each kind; the first was inserted. */
	readonly hovered: { readonly core: readonly string[]; readonly all: readonly string[] };
}

/** A post of many blocks using every Blockyard block, against the same post with core blocks in their place. */
export interface BigPostResult {
	/** Top-level blocks of each post (the last is the paragraph typing goes into). */
	readonly blocks: number;
	/** Every block of the Blockyard post, inner blocks included. */
	readonly allBlocks: number;
	/** The Blockyard block types it uses: every one there is. */
	readonly blockTypes: number;
	/** The address both kinds add (`&tiers=beta`: the beta blocks are registered too). */
	readonly more: string;
	/** Milliseconds from navigation to the first block painted: the core post with `?packages=none` against the Blockyard post with every package. */
	readonly load: Comparison;
	/** Milliseconds of event handling per keystroke in each post's last paragraph. */
	readonly typing: Comparison;
}

/** Editor load with one package alone against the core blocks alone. */
export interface PackageLoad {
	/** The package's `?packages=` name (`content`). */
	readonly name: string;
	readonly load: Summary;
	/** `load.median / core.median`. */
	readonly ratio: number;
	readonly goal: number;
	readonly pass: boolean;
}

export interface PackageLoadsResult {
	/** Measured page loads of each package and of the core blocks alone. */
	readonly samples: number;
	/** The core blocks alone (`?packages=none`), measured in the same rounds. */
	readonly core: Summary;
	readonly packages: readonly PackageLoad[];
}

/** Business Hours registered alone, as two bundlers ship it. */
export interface BusinessHoursAlone {
	/** size-check's figure: Rolldown (Vite), React and `@wordpress/*` left to WordPress. */
	readonly rolldownGzipBytes: number;
	/**
	 * The WordPress plugin a plugin author builds with `@wordpress/scripts` (webpack), installing
	 * `@blockyard/content` from a local registry: its `build/index.js`; or why it was not built.
	 */
	readonly wpScripts:
		{ readonly gzipBytes: number; readonly version: string } | { readonly missing: string };
}

/** A main-thread task of 50 ms or more, as a `longtask` PerformanceObserver reports it. */
export interface LongTask {
	/** When it started, in milliseconds after the request was sent. */
	readonly startMs: number;
	readonly durationMs: number;
}

/** One streamed reply into the AI Assistant block. */
export interface AiStreamRun {
	/** From sending the request to the finished reply (its Accept button). */
	readonly streamMs: number;
	/** Words the block shows at the end: every token arrived. */
	readonly words: number;
	readonly longTasks: readonly LongTask[];
}

export interface AiStreamResult {
	readonly tokens: number;
	readonly runs: readonly AiStreamRun[];
	/** The longest long task of every run; `null`: no task reached 50 ms. */
	readonly longestTaskMs: number | null;
	/** Every task must be shorter than this. */
	readonly goalMs: number;
	readonly pass: boolean;
}

/**
 * Typing in a paragraph with the AI Assistant's ghost text on against off: the same post and
 * page (every package, a connected site), the site's flag the only difference.
 */
export interface GhostTextResult {
	/** The site feature flag that turns ghost text on (`?features=`). */
	readonly flag: string;
	/** Keystrokes typed after each load: sentences, full stops among them. */
	readonly keystrokes: number;
	/** Pauses in each sample's typing, each long enough for a continuation to be offered. */
	readonly pauses: number;
	/** Milliseconds of each pause. */
	readonly pauseMs: number;
	/** Pauses of the measured samples with the flag on at whose end a continuation was shown, of `samples × pauses`. */
	readonly offers: number;
	/** Milliseconds of event handling per keystroke with the flag off, every sample's keystrokes together. */
	readonly off: Summary;
	/** The same with the flag on. */
	readonly on: Summary;
	/** `on.median / off.median`. */
	readonly ratio: number;
	/** The most `ratio` may be. */
	readonly goal: number;
	readonly pass: boolean;
}

/** Ghost text's typing as a comparison, the flag off in the baseline's place: for the rows and panels comparisons share. */
export const ghostTextComparison = ({ off, on, ratio, goal, pass }: GhostTextResult): Comparison => ({
	core: off,
	all: on,
	ratio,
	goal,
	pass,
});

/** One preview of the Markdown block's 1 MB document. */
export interface MarkdownPreviewRun {
	/** From inserting the block with the document to the frame that paints its end. */
	readonly previewMs: number;
	readonly longTasks: readonly LongTask[];
}

export interface MarkdownPreviewResult {
	/** The document's length in characters (ASCII: bytes too). */
	readonly chars: number;
	readonly runs: readonly MarkdownPreviewRun[];
	/** The median of the runs' `previewMs`. */
	readonly medianPreviewMs: number;
	/** The longest long task of every run; `null`: no task reached 50 ms. */
	readonly longestTaskMs: number | null;
	/** The most `medianPreviewMs` may be. */
	readonly goalMs: number;
	readonly pass: boolean;
}

/** A Blockyard package's cost, minified and gzipped, React and `@wordpress/*` left to WordPress. */
export interface PackageSize {
	readonly name: string;
	/** Its own code alone: every export, the other `@blockyard` packages left out. */
	readonly ownGzipBytes: number;
	/** What registering its blocks ships, with the `@blockyard` packages it needs; none for a package without blocks. */
	readonly registrationGzipBytes?: number;
}

/** Something the editor loads anyway, for comparison. */
export interface PeerSize {
	readonly name: string;
	readonly gzipBytes: number;
}

/** What the built playground's editor page downloads, each file gzipped. */
export interface Download {
	readonly files: number;
	readonly jsGzipBytes: number;
	readonly cssGzipBytes: number;
}

export interface Machine {
	readonly cpu: string;
	readonly cores: number;
	readonly memoryGiB: number;
	readonly os: string;
	readonly node: string;
	readonly chromium: string;
	/** The 1-minute load average, lowest and highest seen while the bench ran. */
	readonly load: { readonly min: number; readonly max: number };
}

/** Everything one `npm run bench` measured: what docs/benchmarks.json holds. */
export interface BenchResults {
	/** When it ran, ISO 8601. */
	readonly date: string;
	readonly machine: Machine;
	/** Measured page loads of each kind (after one unmeasured warm-up each). */
	readonly samples: number;
	/** Keystrokes typed into a paragraph after each load. */
	readonly keystrokes: number;
	readonly editor: {
		/** Milliseconds from navigation to the first block painted in the canvas. */
		readonly load: Comparison;
		/** Milliseconds of event handling per keystroke, every sample's keystrokes together. */
		readonly typing: Comparison;
	};
	readonly inserter: InserterResult;
	readonly bigPost: BigPostResult;
	readonly packageLoads: PackageLoadsResult;
	readonly aiStream: AiStreamResult;
	readonly ghostText: GhostTextResult;
	readonly markdownPreview: MarkdownPreviewResult;
	readonly sizes: {
		readonly businessHours: BusinessHoursAlone;
		readonly packages: readonly PackageSize[];
		/** Every block of the suite registered, with the WordPress host (`registerBlockyard`). */
		readonly suiteRegistrationGzipBytes: number;
		readonly peers: readonly PeerSize[];
		readonly download: { readonly core: Download; readonly all: Download };
	};
}

/** The parts of the results each scenario measures: what `--only` may leave out. */
export type ScenarioSections =
	| 'editor'
	| 'inserter'
	| 'bigPost'
	| 'packageLoads'
	| 'aiStream'
	| 'ghostText'
	| 'markdownPreview'
	| 'sizes';

/** What one run measured: every section when every scenario ran, some with `--only`. */
export type MeasuredResults = Omit<BenchResults, ScenarioSections> &
	Partial<Pick<BenchResults, ScenarioSections>>;

/** Whether every scenario ran, so the report can be written. */
export function isComplete(results: MeasuredResults): results is BenchResults {
	return (
		results.editor !== undefined &&
		results.inserter !== undefined &&
		results.bigPost !== undefined &&
		results.packageLoads !== undefined &&
		results.aiStream !== undefined &&
		results.ghostText !== undefined &&
		results.markdownPreview !== undefined &&
		results.sizes !== undefined
	);
}
