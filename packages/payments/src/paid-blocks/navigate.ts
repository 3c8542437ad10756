/** Leaves the editor for `url` (a checkout, the payment provider's connect page). */
export function leaveEditorFor(url: string): void {
	window.location.assign(url);
}
