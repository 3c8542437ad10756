// The single block modules of @wordpress/block-library 11 that the tests register; the
// package ships no type declarations (see types/wordpress-block-library.d.ts at the root).
declare module '@wordpress/block-library/build-module/*.mjs' {
	const value: unknown;
	export default value;
}
