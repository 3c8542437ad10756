/**
 * The style.css and editor.css of every block of every Blockyard package
 * (packages/<package>/src/blocks/<block>/), as text for the canvas iframe,
 * in a stable order: by package, block, then style before editor.
 */
const modules = import.meta.glob<string>('../../../../packages/*/src/blocks/*/{style,editor}.css', {
	query: '?inline',
	import: 'default',
	eager: true,
});

const order = (path: string) => path.replace(/\/style\.css$/, '/0').replace(/\/editor\.css$/, '/1');

export const blockyardBlockStyles: ReadonlyArray<string> = Object.keys(modules)
	.sort((a, b) => order(a).localeCompare(order(b)))
	.map((path) => modules[path] ?? '');
