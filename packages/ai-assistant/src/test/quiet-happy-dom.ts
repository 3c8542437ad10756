// happy-dom loads what a parsed document holds (scripts, stylesheets, frames) even in the
// documents made only to parse markup, such as the block parser's, and with loading turned
// off it prints an error for each, on the console it was given before the tests' own. Browsers
// load nothing there. The tests that feed the sanitiser XSS vectors give the block parser
// such markup on purpose: these errors, and only these, are left out of the output.
import nodeConsole from 'node:console';

const print = nodeConsole.error.bind(nodeConsole);

const isDisabledLoading = (value: unknown): boolean =>
	value instanceof Error &&
	value.name === 'NotSupportedError' &&
	/^Failed to load .* loading is disabled\.$/.test(value.message);

nodeConsole.error = (...values: unknown[]) => {
	if (values.length === 1 && isDisabledLoading(values[0])) {
		return;
	}
	print(...values);
};
