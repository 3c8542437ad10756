/**
 * The stylesheets of some Blockyard blocks as text, keyed by their path
 * (packages/<package>/src/blocks/<block>/{style,editor}.css), as
 * `import.meta.glob(…, { query: '?raw', import: 'default', eager: true })` gives them: as written,
 * as WordPress serves a block's stylesheets, so their rtlcss directives (`rtl:ignore`) are still
 * there when a right-to-left page turns them.
 */
export type BlockStyles = Readonly<Record<string, string>>;

const order = (path: string) => path.replace(/\/style\.css$/, '/0').replace(/\/editor\.css$/, '/1');

/**
 * The texts of several packages' block styles for the canvas iframe, each
 * stylesheet once (two packages may bring the same block, as forms brings
 * ui's button), in a stable order: by package, block, then style before editor.
 */
export function orderedBlockStyles(styles: readonly BlockStyles[]): string[] {
	const byPath = new Map(styles.flatMap((some) => Object.entries(some)));
	return [...byPath.keys()]
		.sort((a, b) => order(a).localeCompare(order(b)))
		.map((path) => byPath.get(path) ?? '');
}

/**
 * The page's copy of the loaded blocks' styles (their controls in the sidebar,
 * anything of theirs outside the canvas), in one `<style>` element, from the
 * same texts the canvas gets: no stylesheet of their own to request.
 */
export function addPageBlockStyles(texts: readonly string[], doc: Document = document): void {
	if (texts.length === 0) {
		return;
	}
	const style = doc.createElement('style');
	style.id = 'blockyard-block-styles';
	style.textContent = texts.join('\n');
	doc.head.append(style);
}
