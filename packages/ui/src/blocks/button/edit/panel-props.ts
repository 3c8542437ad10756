import type { ButtonAttributes } from '../types';

/** What each of the button's sidebar panels gets: the attributes and the way to change them. */
export interface ButtonPanelProps {
	readonly attributes: ButtonAttributes;
	readonly setAttributes: (attributes: Partial<ButtonAttributes>) => void;
}
