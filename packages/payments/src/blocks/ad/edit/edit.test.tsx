import { renderBlockEdit, testHost } from '@blockyard/block-edit-harness';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AD_BLOCK_NAME, registerAdBlock } from '../index';
import type { AdAttributes } from '../types';

const DEFAULTS: AdAttributes = { align: 'center', format: 'mrec', hideMobile: false };

const renderAdEdit = (attributes: Partial<AdAttributes> = {}, features: Record<string, boolean> = {}) =>
	renderBlockEdit<AdAttributes>({
		name: AD_BLOCK_NAME,
		register: registerAdBlock,
		attributes: { ...DEFAULTS, ...attributes },
		host: testHost({ features }),
	});

/** The placeholder, once the lazily loaded edit has come. */
const placeholder = () =>
	waitFor(() => {
		const box = document.querySelector<HTMLElement>('.wp-block-blockyard-ad__placeholder');
		expect(box).not.toBeNull();
		return box as HTMLElement;
	});

const toolbar = () => screen.getByRole('toolbar', { name: 'Block tools' });
const sidebar = () => screen.getByRole('complementary', { name: 'Settings' });

afterEach(cleanup);

describe('the ad in the editor', () => {
	it('shows a placeholder of the format’s size that names the format', async () => {
		renderAdEdit({ format: 'leaderboard' });

		const box = await placeholder();
		expect([box.style.width, box.style.height]).toEqual(['728px', '90px']);
		expect(box.textContent).toContain('Leaderboard · 728x90');
		// Nothing of the ad network: no frame, and no word about ads being off.
		expect(document.querySelector('iframe')).toBeNull();
		expect(screen.queryByText(/Ads are not turned on/)).toBeNull();
	});

	it('says, under the placeholder, that visitors see nothing on a site whose host turns ads off', async () => {
		renderAdEdit({ format: 'mobile_leaderboard' }, { ads: false });

		const box = await placeholder();
		expect([box.style.width, box.style.height]).toEqual(['320px', '50px']);
		expect(
			screen.getByText('Ads are not turned on for this site, so visitors do not see this block.')
		).toBeTruthy();
	});

	it('picks a format from the toolbar’s list of the four, each with its size', async () => {
		const { attributes } = renderAdEdit();
		await placeholder();

		fireEvent.click(within(toolbar()).getByRole('button', { name: 'Pick an ad format' }));
		const choices = screen.getAllByRole('menuitemradio');
		expect(choices.map((choice) => choice.textContent)).toEqual([
			'Rectangle 300x250',
			'Leaderboard 728x90',
			'Mobile Leaderboard 320x50',
			'Wide Skyscraper 160x600',
		]);
		expect(choices[0]?.getAttribute('aria-checked')).toBe('true');

		fireEvent.click(screen.getByRole('menuitemradio', { name: 'Wide Skyscraper 160x600' }));

		expect(attributes().format).toBe('wideskyscraper');
		const box = await placeholder();
		expect([box.style.width, box.style.height]).toEqual(['160px', '600px']);
	});

	it('hides the block from mobile visitors with the Visibility panel’s toggle, yet shows it here', async () => {
		const { attributes, container } = renderAdEdit();
		await placeholder();

		const toggle = within(sidebar()).getByRole('checkbox', { name: 'Hide on mobile' });
		expect(within(sidebar()).getByText('Visibility')).toBeTruthy();
		expect(
			within(sidebar()).getByText('Hides this block for site visitors on mobile devices.')
		).toBeTruthy();
		fireEvent.click(toggle);

		expect(attributes().hideMobile).toBe(true);
		expect(container.querySelector('.is-hidden-on-mobile')).toBeNull();
		expect(await placeholder()).toBeTruthy();
	});
});
