import { useRegisteredStore } from '@blockyard/ui';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useCallback } from '@wordpress/element';

import { aiAssistantStore } from '../../../store';
import type { SetAssistantAttributes } from './use-draft-attributes';

/** Brings back an earlier reply (by its index among the block's generations) as the block's text. */
export function useShowGeneration(
	clientId: string,
	setAttributes: SetAssistantAttributes
): (index: number) => void {
	const registry = useRegistry();
	const session = useDispatch(useRegisteredStore(aiAssistantStore));
	return useCallback(
		(index: number) => {
			const text = registry.select(aiAssistantStore).getGenerations(clientId).texts[index];
			if (text !== undefined) {
				void session.showGeneration(clientId, index);
				setAttributes({ content: text });
			}
		},
		[clientId, registry, session, setAttributes]
	);
}
