import { useCallback } from '@wordpress/element';

import { CONTACT_FORM_BLOCK_NAME } from '../../../fields';
import { randomBase36 } from '../../../block-helpers/random-id';
import { useUniqueAttribute } from '../../../block-helpers/use-unique-attribute';
import type { ContactFormAttributes } from '../types';

/** Length of a form id. */
export const FORM_ID_LENGTH = 8;

const FORM_BLOCK_NAMES: readonly string[] = [CONTACT_FORM_BLOCK_NAME];

/**
 * Gives the form an id when it has none, and a new one when an earlier form on the
 * page has the same (a duplicated form), without an undo level.
 */
export function useFormId(
	clientId: string,
	formId: string | undefined,
	setAttributes: (attributes: Partial<ContactFormAttributes>) => void
): void {
	const create = useCallback(() => ({ formId: randomBase36(FORM_ID_LENGTH) }), []);
	useUniqueAttribute<ContactFormAttributes>({
		clientId,
		blockNames: FORM_BLOCK_NAMES,
		attribute: 'formId',
		value: formId,
		create,
		setAttributes,
	});
}
