import { markdownToHtml } from './markdown-to-html';
import { settledSegmentHtml } from './segment-html';
import { extendSplit, type SettledSplit } from './split-settled';

/**
 * A link reference definition (`[label]: url`) anywhere in the text. A reference may come
 * after the link that uses it, so a text holding one is rendered whole. A false alarm (such a
 * line in a code block) costs only that.
 */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]+\]:/m;

/**
 * The HTML of a text that grows (a streamed reply), as `markdownToHtml` gives it, at the cost
 * of what is new: the text is cut where appending can no longer change what came before (see
 * `splitSettled`), and each settled segment is rendered once and kept (`settledSegmentHtml`,
 * shared with the streaming preview, which has usually rendered them already). Without a link
 * reference definition, a block's HTML depends on its own source only, so the segments'
 * HTML joined is the whole text's.
 *
 * A reply of 100 KB renders whole in tens of milliseconds; the block writes its HTML while it
 * streams and once it ends, and each of those writes would be a long task.
 *
 * @example
 * const htmlOf = incrementalHtml();
 * htmlOf('# Bees\n\nThey'); // renders both blocks
 * htmlOf('# Bees\n\nThey hum.'); // renders the paragraph only
 */
export function incrementalHtml(): (text: string) => string {
	let split: SettledSplit = { settled: [], tail: '' };
	return (text) => {
		if (REFERENCE_DEFINITION.test(text)) {
			return markdownToHtml(text);
		}
		split = extendSplit(split, text);
		const settled = split.settled.map(settledSegmentHtml).join('');
		return split.tail === '' ? settled : settled + markdownToHtml(split.tail);
	};
}
