// What CI shows of a failed run is its last lines. A phase that runs many projects at once
// (Nx's `run-many`) prints a failed test's name and error far above them, among every other
// project's output: the excerpt repeats those lines at the end.
import { stripVTControlCharacters } from 'node:util';

/** A line that names a failure: Vitest's FAIL and ×, an error, a time-out, a diff's line. */
const FAILURE = /\bFAIL\b|×|✗|\w*Error\b|[Tt]imed out|Unhandled|^\s*[-+] /u;

/** A line of a test that passed, whatever words its title holds. */
const PASSED = /✓/u;

/** The projects of Nx's "Failed tasks:" list (`- @blockyard/ui:test`), as their lines' prefix. */
function failedProjects(lines) {
	const start = lines.findIndex((line) => line.trim() === 'Failed tasks:');
	if (start === -1) {
		return [];
	}
	const projects = [];
	for (const line of lines.slice(start + 1)) {
		const task = /^\s*-\s+(\S+):[\w-]+\s*$/u.exec(line);
		if (task) {
			projects.push(`${task[1]}:`);
		} else if (line.trim() !== '') {
			break;
		}
	}
	return projects;
}

/**
 * The lines of `output` that name a failure, each with the `after` lines that follow it (an
 * assertion's expected and received values), without colours, repeats or blank lines: at
 * most `max` lines. When the output ends with Nx's list of failed tasks, only those projects'
 * lines count.
 */
export function failureExcerpt(output, { after = 3, max = 60 } = {}) {
	const lines = stripVTControlCharacters(output).split(/\r?\n/u);
	const projects = failedProjects(lines);
	const ofFailed = (line) => projects.length === 0 || projects.some((project) => line.startsWith(project));
	const kept = new Set();
	lines.forEach((line, index) => {
		if (ofFailed(line) && FAILURE.test(line) && !PASSED.test(line)) {
			for (let next = index; next <= index + after && next < lines.length; next += 1) {
				if (ofFailed(lines[next]) && !PASSED.test(lines[next])) {
					kept.add(next);
				}
			}
		}
	});
	const excerpt = [];
	for (const index of [...kept].sort((a, b) => a - b)) {
		const line = lines[index].trimEnd();
		if (line.trim() !== '' && excerpt.at(-1) !== line) {
			excerpt.push(line);
		}
	}
	return excerpt.length > max
		? [...excerpt.slice(0, max), `… and ${excerpt.length - max} more lines in the output above`]
		: excerpt;
}
