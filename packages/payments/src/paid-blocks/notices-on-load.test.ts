import { testHost } from '@blockyard/block-edit-harness';
import { provideHost } from '@blockyard/ui';
import { describe, expect, it } from 'vitest';

import { showAddressNoticesOnLoad, type AddressPage } from './notices-on-load';

/** An editor's page at `href`, whose history records where the address went. */
function page(href: string) {
	const location = { href, host: new URL(href).host };
	const replaced: string[] = [];
	const history: AddressPage['history'] = {
		state: { editor: true },
		replaceState: (_state, _unused, url) => {
			replaced.push(String(url));
			location.href = String(url);
		},
	};
	return { location, history, replaced };
}

describe('the notices of the address flags on the editor’s load', () => {
	// One file, one default registry: the host arrives in the second test, as in WordPress, after
	// the packages registered.
	const host = testHost();

	it('take the flags out of the address at once, and wait for the editor’s host', () => {
		const editor = page(
			'https://example.com/wp-admin/post.php?post=1&action=edit&stripe_connect_cancelled=1'
		);
		showAddressNoticesOnLoad(editor);
		expect(editor.replaced).toEqual(['https://example.com/wp-admin/post.php?post=1&action=edit']);

		// A second look at the same page finds no flag: it says nothing twice.
		showAddressNoticesOnLoad(editor);
		expect(editor.replaced).toHaveLength(1);
		expect(host.notices).toEqual([]);
	});

	it('go to the host once it is there', () => {
		provideHost(host);
		expect(host.notices).toEqual([
			{ status: 'info', message: 'You cancelled connecting your site to Stripe.' },
		]);
	});

	it('go to the host at once when it is there already, and none without a flag', () => {
		showAddressNoticesOnLoad(page('https://example.com/wp-admin/post.php?post=1'));
		const editor = page('https://example.com/?post=2&plan_upgraded=1&plan_name=Premium');
		showAddressNoticesOnLoad(editor);

		expect(editor.replaced).toEqual(['https://example.com/?post=2']);
		expect(host.notices).toHaveLength(2);
		expect(host.notices[1]).toEqual({
			status: 'success',
			message: 'Congratulations! Your site is now on the Premium plan.',
			actions: [{ label: 'View my plan', url: 'https://wordpress.com/plans/my-plan/example.com' }],
		});
	});
});
