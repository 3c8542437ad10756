/** The fence that content sent for transformation is wrapped in: five backticks. */
export const PROMPT_DELIMITER = '`````';

/** Any run of three or more backticks: a fence that could open or close a delimited block. */
const BACKTICK_RUN = /`{3,}/g;

/**
 * Removes every run of three or more backticks, so the text cannot close
 * (or fake) the delimiter it is wrapped in. Shorter runs (inline code) stay.
 *
 * @example
 * stripDelimiters('a ````` b ```js'); // 'a  b js'
 */
export function stripDelimiters(text: string): string {
	return text.replace(BACKTICK_RUN, '');
}

/**
 * Wraps content in the five-backtick delimiter, on lines of their own, after
 * stripping any delimiter already inside it.
 *
 * @example
 * wrapInDelimiter('Hello'); // '`````\nHello\n`````'
 */
export function wrapInDelimiter(content: string): string {
	return `${PROMPT_DELIMITER}\n${stripDelimiters(content)}\n${PROMPT_DELIMITER}`;
}
