import { Fill, Slot } from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * A place one block instance offers to extensions from other packages: the
 * block renders `<Slot clientId={…} />` where the room is, an extension renders
 * `<Fill clientId={…}>…</Fill>` from anywhere in the editor, and what it fills
 * shows there. The slot's name carries the block's client id, so each instance
 * has its own (a named slot is one place per name).
 */
export interface BlockSlot {
	readonly Slot: (props: { readonly clientId: string }) => ReactNode;
	readonly Fill: (props: { readonly clientId: string; readonly children?: ReactNode }) => ReactNode;
}

/**
 * A {@link BlockSlot} named `name`.
 *
 * @example
 * const toolsSlot = createBlockSlot('blockyard/contact-form/tools');
 * // in the form's edit:  <toolsSlot.Slot clientId={clientId} />
 * // in an extension:     <toolsSlot.Fill clientId={formClientId}><Bar /></toolsSlot.Fill>
 */
export function createBlockSlot(name: string): BlockSlot {
	const slotName = (clientId: string) => `${name}/${clientId}`;
	return {
		Slot: ({ clientId }) => <Slot name={slotName(clientId)} />,
		Fill: ({ clientId, children }) => <Fill name={slotName(clientId)}>{children}</Fill>,
	};
}

/**
 * The top of a contact form (`blockyard/contact-form`, in @blockyard/forms), for
 * tools that work on the whole form: Form AI's bar (in @blockyard/ai-assistant)
 * fills it. Here because neither feature package may import the other.
 */
export const contactFormToolsSlot: BlockSlot = /* @__PURE__ */ createBlockSlot(
	'blockyard/contact-form/tools'
);
