import { UpgradeBanner as PlanBanner } from '@blockyard/ui';

import { leaveEditorFor } from './navigate';

export interface UpgradeBannerProps {
	/** The name of the plan the block needs, as the site's plans call it (e.g. 'Premium'). */
	readonly plan: string;
	/** The plan's checkout page, which brings the author back to the editor afterwards. */
	readonly checkoutUrl: string;
	/** Called once when the author chooses Upgrade, before the editor is left: for tracking. */
	readonly onClick?: () => void;
	/** Leaves the editor for the checkout; the page's own navigation unless given. */
	readonly navigate?: (url: string) => void;
}

/**
 * 'Premium Block': tells the author that the block needs a plan the site lacks, and takes them
 * to its checkout. The button says 'Redirecting…' once chosen and does nothing more.
 *
 * @example
 * <UpgradeBanner plan="Premium" checkoutUrl={url} onClick={() => recordEvent(UPGRADE_CLICK)} />
 */
export function UpgradeBanner({ plan, checkoutUrl, onClick, navigate = leaveEditorFor }: UpgradeBannerProps) {
	return <PlanBanner plan={plan} checkoutUrl={checkoutUrl} navigate={navigate} onUpgradeClick={onClick} />;
}
