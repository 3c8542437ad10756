/**
 * The document the block `clientId` is drawn in: the editor's page, or the iframe of its canvas
 * (WordPress draws blocks in an iframe). Undefined while the block is not drawn.
 */
export function canvasDocumentOf(clientId: string): Document | undefined {
	const selector = `[data-block="${clientId}"]`;
	if (document.querySelector(selector) !== null) {
		return document;
	}
	for (const frame of document.querySelectorAll('iframe')) {
		try {
			const inner = frame.contentDocument;
			if (inner?.querySelector(selector) != null) {
				return inner;
			}
		} catch {
			// A frame of another origin (an embed's preview): not the canvas.
		}
	}
	return undefined;
}
