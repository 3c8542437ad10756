// The save functions of the four core text blocks, from @wordpress/block-library 11, which
// ships no type declarations (see types/wordpress-block-library.d.ts at the root).
declare module '@wordpress/block-library/build-module/paragraph/save.mjs' {
	const save: unknown;
	export default save;
}
declare module '@wordpress/block-library/build-module/heading/save.mjs' {
	const save: unknown;
	export default save;
}
declare module '@wordpress/block-library/build-module/list/save.mjs' {
	const save: unknown;
	export default save;
}
declare module '@wordpress/block-library/build-module/list-item/save.mjs' {
	const save: unknown;
	export default save;
}
