/** A REST root with exactly one trailing slash, as `HostRest` promises. */
export function withTrailingSlash(root: string): string {
	return root.endsWith('/') ? root : `${root}/`;
}
