/**
 * Frozen earlier versions of the field blocks, per kind, newest first (`[v2, v1]`). Each
 * entry is a copy of what that version saved (its attributes, save and the helpers and types
 * they use) in `./vN/`, importing nothing of today's blocks, with a comment naming what changed
 * the markup and a fixture `blockyard__field-{kind}__deprecated-vN.html`. None yet (an empty
 * list fits any kind's attributes).
 */
export function fieldDeprecations(_kind: string): never[] {
	return [];
}
