import { AI_ASSISTANT_FLAG } from '@blockyard/ai-assistant';
import type { HostSite } from '@blockyard/ui';
import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AI_SUGGESTIONS_PANEL, registerWordPressPostPanels } from './wordpress-post-panels';

// The panel's content is the AI Assistant's (tested there); here it only has to be in the panel.
vi.mock('@blockyard/ai-assistant', async (importOriginal) => ({
	...(await importOriginal<Record<string, unknown>>()),
	AiSuggestionsPanel: () => <p>The post’s AI suggestions</p>,
}));

const site = (features: HostSite['features']): HostSite => ({ locale: 'en_US', type: 'atomic', features });
const aiSite = site({ [AI_ASSISTANT_FLAG]: true });

/** A document settings panel that shows its title and says whose it is. */
const panelOf =
	(whose: string) =>
	({ name, title, children }: { name: string; title: string; children?: ReactNode }) => (
		<section aria-label={title} data-name={name} data-whose={whose}>
			{children}
		</section>
	);

function editorGlobals() {
	const registered: { name: string; render: ComponentType }[] = [];
	const plugins = {
		registerPlugin: vi.fn((name: string, settings: { render: ComponentType }) => {
			registered.push({ name, render: settings.render });
		}),
	};
	return { plugins, registered };
}

describe('registerWordPressPostPanels', () => {
	it('adds the AI suggestions panel with WordPress 6.6’s panel, before 6.5’s', () => {
		const { plugins, registered } = editorGlobals();
		const added = registerWordPressPostPanels(
			{ site: aiSite },
			{
				plugins,
				editor: { PluginDocumentSettingPanel: panelOf('editor') },
				editPost: { PluginDocumentSettingPanel: panelOf('edit-post') },
			}
		);
		expect(added).toBe(true);
		expect(registered.map(({ name }) => name)).toEqual([AI_SUGGESTIONS_PANEL]);
		const Render = registered[0]!.render;
		render(<Render />);
		const panel = screen.getByRole('region', { name: 'AI suggestions' });
		expect(panel.getAttribute('data-whose')).toBe('editor');
		expect(panel.getAttribute('data-name')).toBe(AI_SUGGESTIONS_PANEL);
		expect(panel.textContent).toBe('The post’s AI suggestions');
	});

	it('takes WordPress 6.5’s panel where the editor has none', () => {
		const { plugins, registered } = editorGlobals();
		registerWordPressPostPanels(
			{ site: aiSite },
			{ plugins, editor: {}, editPost: { PluginDocumentSettingPanel: panelOf('edit-post') } }
		);
		const Render = registered[0]!.render;
		render(<Render />);
		expect(
			screen.getAllByRole('region', { name: 'AI suggestions' }).at(-1)?.getAttribute('data-whose')
		).toBe('edit-post');
	});

	it('adds nothing where the AI is switched off, outside the post editor, or without the panel', () => {
		const panel = { PluginDocumentSettingPanel: panelOf('editor') };
		const { plugins } = editorGlobals();
		expect(registerWordPressPostPanels({ site: site({}) }, { plugins, editor: panel })).toBe(false);
		expect(
			registerWordPressPostPanels({ site: aiSite, editorKind: 'site' }, { plugins, editor: panel })
		).toBe(false);
		expect(registerWordPressPostPanels({ site: aiSite }, { plugins })).toBe(false);
		expect(registerWordPressPostPanels({ site: aiSite }, { editor: panel })).toBe(false);
		expect(registerWordPressPostPanels({ site: aiSite }, undefined)).toBe(false);
		expect(plugins.registerPlugin).not.toHaveBeenCalled();
	});
});
