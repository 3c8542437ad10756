import { VisuallyHidden } from '@wordpress/components';

/**
 * A label whose visible text is short ("Open") while its accessible name carries
 * the context ("Open on Monday"), for controls whose label prop takes no
 * `aria-label`. The visible words start the accessible name, so voice control
 * ("click Open") still finds it.
 */
export function ContextLabel({ visible, accessible }: { visible: string; accessible: string }) {
	return (
		<>
			<span aria-hidden="true">{visible}</span>
			<VisuallyHidden as="span">{accessible}</VisuallyHidden>
		</>
	);
}
