import { MenuGroup, MenuItem, ToolbarDropdownMenu } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { trendingUp } from '@wordpress/icons';

/** The requests the Improve menu makes. */
export type ImproveRequest = 'summarize' | 'makeLonger' | 'makeShorter';

export interface ImproveDropdownProps {
	readonly onRequest: (type: ImproveRequest) => void;
	readonly disabled?: boolean;
}

/** The 'Improve' toolbar dropdown: Summarize, Make longer, Make shorter. */
export function ImproveDropdown({ onRequest, disabled = false }: ImproveDropdownProps) {
	return (
		<ToolbarDropdownMenu icon={trendingUp} label={__('Improve', 'blockyard')} toggleProps={{ disabled }}>
			{({ onClose }) => {
				const request = (type: ImproveRequest) => () => {
					onRequest(type);
					onClose();
				};
				return (
					<MenuGroup>
						<MenuItem onClick={request('summarize')}>{__('Summarize', 'blockyard')}</MenuItem>
						<MenuItem onClick={request('makeLonger')}>{__('Make longer', 'blockyard')}</MenuItem>
						<MenuItem onClick={request('makeShorter')}>
							{__('Make shorter', 'blockyard')}
						</MenuItem>
					</MenuGroup>
				);
			}}
		</ToolbarDropdownMenu>
	);
}
