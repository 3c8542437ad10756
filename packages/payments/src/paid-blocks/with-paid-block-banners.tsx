import { lazyComponent, useOptionalHost } from '@blockyard/ui';
import type { ComponentType } from 'react';

import type { PaidBlockBannersProps } from './paid-block-banners';
import { paidBlock } from './paid-blocks';

/** The props of a block's edit component that the filter reads; the rest pass through. */
export interface PaidBlockEditProps {
	readonly name: string;
	readonly clientId: string;
}

/** The banners, loaded the first time a paid block that may need one shows. */
export const LazyPaidBlockBanners = lazyComponent<PaidBlockBannersProps>(
	() => import('./paid-block-banners')
);

/**
 * The `editor.BlockEdit` filter: every block's own edit and, above a paid block in an editor
 * with a Blockyard host, the banner it may need (upgrade, or connect Stripe). Other blocks get
 * nothing more.
 */
export function withPaidBlockBanners(
	BlockEdit: ComponentType<PaidBlockEditProps>
): ComponentType<PaidBlockEditProps> {
	function PaidBlockEdit(props: PaidBlockEditProps) {
		const paid = paidBlock(props.name);
		return (
			<>
				{paid !== undefined && (
					<BannersWhereUseful
						name={props.name}
						clientId={props.clientId}
						takesStripePayments={paid.takesStripePayments}
					/>
				)}
				<BlockEdit {...props} />
			</>
		);
	}
	return PaidBlockEdit;
}

function BannersWhereUseful({
	name,
	clientId,
	takesStripePayments,
}: PaidBlockEditProps & { readonly takesStripePayments: boolean }) {
	const host = useOptionalHost();
	if (host === undefined) {
		return null;
	}
	const plan = host.site.requiredPlans?.[name];
	return plan !== undefined || takesStripePayments ? (
		<LazyPaidBlockBanners
			name={name}
			clientId={clientId}
			plan={plan}
			takesStripePayments={takesStripePayments}
		/>
	) : null;
}
