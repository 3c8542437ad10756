import type { BlockDeprecation } from '@wordpress/blocks';

import type { FieldKind } from '../../../fields';
import type { FieldAttributes } from '../types';

/**
 * Frozen earlier versions of the field blocks, per kind, newest first (`[v2, v1]`). Each
 * entry is a copy of the old attributes and `save` that never changes again, with a
 * comment naming what changed the markup, and a fixture
 * `blockyard__field-{kind}__deprecated-vN.html`. None yet.
 */
export function fieldDeprecations(_kind: FieldKind): BlockDeprecation<FieldAttributes>[] {
	return [];
}
