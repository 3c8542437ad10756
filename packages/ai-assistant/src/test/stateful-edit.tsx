// The AI block's edit as the editor holds it: its attributes change when the edit sets them.
import { useState } from '@wordpress/element';

import Edit from '../blocks/ai-assistant/edit';
import type { AiAssistantAttributes } from '../types';

export function StatefulEdit({ clientId, initial }: { clientId: string; initial: AiAssistantAttributes }) {
	const [attributes, setAttributes] = useState(initial);
	return (
		<Edit
			clientId={clientId}
			isSelected
			attributes={attributes}
			setAttributes={(changes) =>
				setAttributes((current) => ({
					...current,
					...(typeof changes === 'function' ? changes(current) : changes),
				}))
			}
			className=""
			context={{}}
		/>
	);
}
