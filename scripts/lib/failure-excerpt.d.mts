/**
 * The lines of `output` that name a failure, each with the `after` lines that follow it (an
 * assertion's expected and received values), without colours, repeats or blank lines: at
 * most `max` lines. When the output ends with Nx's list of failed tasks, only those projects'
 * lines count.
 */
export declare function failureExcerpt(
	output: string,
	options?: { readonly after?: number; readonly max?: number }
): string[];
