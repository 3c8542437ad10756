/** The size of the Markdown block's benchmark document, in characters (all ASCII, so bytes too). */
export const MARKDOWN_DOCUMENT_CHARS = 1_000_000;

/** The document's last heading: when it is painted, the whole preview is. */
export const MARKDOWN_DOCUMENT_END = 'The end of the document';

/** One section of everything the block renders: headings, emphasis, links, code, lists, a table, a quote. */
function section(index: number): string {
	return [
		`## Section ${index}`,
		'',
		`Bees visit **flowers** to gather _nectar_ and pollen; section ${index} says so with \`code\`, a [link](https://example.com/bees/${index} "Bees") and an autolink <https://example.com/hive/${index}>.`,
		'',
		'- Nectar',
		'- Pollen',
		'  1. Wax',
		'  2. Propolis',
		'',
		'| Season | Work | Bees |',
		'| :----- | :--: | ---: |',
		`| Spring | Brood | ${index * 3} |`,
		`| Winter | Warmth | ${index * 2} |`,
		'',
		'```js',
		`const colony = { id: ${index}, bees: 40000 };`,
		'```',
		'',
		'> The hive is a city of forty thousand, and ~~nobody~~ everybody works.',
		'',
	].join('\n');
}

/**
 * A markdown document of {@link MARKDOWN_DOCUMENT_CHARS} characters (a few more, to finish
 * its last section), ending with the heading {@link MARKDOWN_DOCUMENT_END}. The same every run.
 */
export function markdownDocument(): string {
	const parts: string[] = ['# A long document', ''];
	let length = parts.join('\n').length;
	for (let index = 1; length < MARKDOWN_DOCUMENT_CHARS; index += 1) {
		const next = section(index);
		parts.push(next);
		length += next.length + 1;
	}
	parts.push(`# ${MARKDOWN_DOCUMENT_END}`, '');
	return parts.join('\n');
}
