import type { ComponentType } from 'react';

/**
 * A panel a package adds to the post's sidebar, as a plugin adds a document settings panel
 * in WordPress's editor: its name, its title, and what it holds (rendered once it is opened).
 */
export interface PostPanel {
	readonly name: string;
	readonly title: string;
	readonly Content: ComponentType;
}

const panels = new Map<string, PostPanel>();

/** Adds a panel to the post's sidebar (a panel of the same name is replaced). Call it before the editor renders. */
export function registerPostPanel(panel: PostPanel): void {
	panels.set(panel.name, panel);
}

/** The panels the packages added, in the order they were first added. */
export function postPanels(): readonly PostPanel[] {
	return [...panels.values()];
}
