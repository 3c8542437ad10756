// rtlcss 4 ships no type declarations; this is the one call we make.
declare module 'rtlcss' {
	const rtlcss: { process(css: string): string };
	export default rtlcss;
}
