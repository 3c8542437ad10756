import { BlockControls } from '@wordpress/block-editor';
import { ToolbarDropdownMenu, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { currencyFormat, DONATION_CURRENCIES } from '../../../money';

export interface CurrencyControlProps {
	readonly currency: string;
	readonly onChange: (currency: string) => void;
}

/** The toolbar's currency menu: every currency donations take, the block's own marked. */
export function CurrencyControl({ currency, onChange }: CurrencyControlProps) {
	return (
		<BlockControls group="block">
			<ToolbarGroup>
				<ToolbarDropdownMenu
					icon={null}
					text={currency}
					label={__('Change currency', 'blockyard')}
					controls={DONATION_CURRENCIES.map((code) => ({
						title: `${code} ${currencyFormat(code).symbol}`,
						isActive: code === currency,
						onClick: () => onChange(code),
					}))}
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
