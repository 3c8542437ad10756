/**
 * Field values by field name, in objects without a prototype: a field named
 * `constructor`, `toString` or `__proto__` is then just a field, never an
 * inherited function or the object's prototype. Every map of names a visitor
 * chooses (a submission, its errors, the stored values) is made here.
 */
export type FieldMap<Value> = Record<string, Value>;

/** An empty {@link FieldMap}. */
export function fieldMap<Value>(): FieldMap<Value> {
	return Object.create(null) as FieldMap<Value>;
}

/** A value a form may send: a string, or a list of strings (`checkbox-multiple`). */
export type FieldValue = string | readonly string[];

const isFieldValue = (value: unknown): value is FieldValue =>
	typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/**
 * `value` as field values when it is an object whose own values are all
 * strings or lists of strings (JSON's `__proto__` key included, as a field);
 * else `undefined`.
 */
export function fieldValuesOf(value: unknown): FieldMap<FieldValue> | undefined {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		return undefined;
	}
	const values = fieldMap<FieldValue>();
	for (const [name, item] of Object.entries(value)) {
		if (!isFieldValue(item)) {
			return undefined;
		}
		values[name] = typeof item === 'string' ? item : [...item];
	}
	return values;
}
