import { useRegisteredStore } from '@blockyard/ui';
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { chevronLeft, chevronRight } from '@wordpress/icons';

import { aiAssistantStore } from '../../../store';

export interface GenerationsNavProps {
	readonly clientId: string;
	readonly disabled: boolean;
	readonly onShow: (index: number) => void;
}

/** "2 of 3" with Previous and Next, once a block has had more than one reply. */
export function GenerationsNav({ clientId, disabled, onShow }: GenerationsNavProps) {
	const aiStore = useRegisteredStore(aiAssistantStore);
	const { texts, index } = useSelect(
		(select) => select(aiStore).getGenerations(clientId),
		[aiStore, clientId]
	);
	if (texts.length < 2) {
		return null;
	}
	return (
		<div
			className="blockyard-ai-assistant__generations"
			role="group"
			aria-label={__('Generations', 'blockyard')}
		>
			<Button
				icon={chevronLeft}
				label={__('Previous generation', 'blockyard')}
				size="small"
				disabled={disabled || index <= 0}
				onClick={() => onShow(index - 1)}
			/>
			<span aria-live="polite">
				{sprintf(
					/* translators: 1: the generation shown, 2: how many there are. */
					__('%1$d of %2$d', 'blockyard'),
					index + 1,
					texts.length
				)}
			</span>
			<Button
				icon={chevronRight}
				label={__('Next generation', 'blockyard')}
				size="small"
				disabled={disabled || index >= texts.length - 1}
				onClick={() => onShow(index + 1)}
			/>
		</div>
	);
}
