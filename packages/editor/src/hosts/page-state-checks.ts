// The few checks the WordPress page state needs, written here rather than with zod: the state is
// read while the editor script registers the blocks, and zod's core alone would weigh about a
// quarter of the whole suite's registration (see docs/decisions). Every answer of a server is
// still checked with zod, in the code that makes the call, which loads on first use.
// read-page-state.test.ts checks these against the zod schema they stand for.

/** A check: what is wrong with `value` (prefixed with `path`), pushed to `problems`; its value when right. */
export type Check<T> = (value: unknown, path: string, problems: string[]) => T | undefined;

/** The type a check gives. */
export type Checked<C> = C extends Check<infer T> ? T : never;

const where = (path: string) => path || '(root)';

const fail = (problems: string[], path: string, expected: string): undefined => {
	problems.push(`${where(path)}: expected ${expected}`);
	return undefined;
};

/** A string of at least `minLength` characters. */
export const text =
	(minLength = 0): Check<string> =>
	(value, path, problems) =>
		typeof value === 'string' && value.length >= minLength
			? value
			: fail(problems, path, minLength > 0 ? `a string of ${minLength}+ characters` : 'a string');

export const flag: Check<boolean> = (value, path, problems) =>
	typeof value === 'boolean' ? value : fail(problems, path, 'true or false');

export const finiteNumber: Check<number> = (value, path, problems) =>
	typeof value === 'number' && Number.isFinite(value) ? value : fail(problems, path, 'a number');

export const positiveWholeNumber: Check<number> = (value, path, problems) =>
	Number.isSafeInteger(value) && (value as number) > 0
		? (value as number)
		: fail(problems, path, 'a positive whole number');

/** One of `choices`. */
export const oneOf =
	<const T extends string>(choices: readonly T[]): Check<T> =>
	(value, path, problems) =>
		choices.includes(value as T) ? (value as T) : fail(problems, path, `one of ${choices.join(', ')}`);

/** An http or https address. */
export const webAddress: Check<string> = (value, path, problems) => {
	try {
		const { protocol } = new URL(value as string);
		if (typeof value === 'string' && (protocol === 'http:' || protocol === 'https:')) {
			return value;
		}
	} catch {
		// Not an address at all.
	}
	return fail(problems, path, 'an http(s) address');
};

/** Anything, passed on as it is, for a later reader to check. */
export const anything: Check<unknown> = (value) => value;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object whose every value passes `each`. */
export const recordOf =
	<T>(each: Check<T>): Check<Record<string, T>> =>
	(value, path, problems) => {
		if (!isPlainObject(value)) {
			return fail(problems, path, 'an object');
		}
		const before = problems.length;
		const entries = Object.entries(value).map(([key, item]) => [
			key,
			each(item, `${path}.${key}`, problems),
		]);
		return problems.length === before ? (Object.fromEntries(entries) as Record<string, T>) : undefined;
	};

/** An array whose every item passes `each`. */
export const listOf =
	<T>(each: Check<T>): Check<T[]> =>
	(value, path, problems) => {
		if (!Array.isArray(value)) {
			return fail(problems, path, 'a list');
		}
		const before = problems.length;
		const items = value.map((item, index) => each(item, `${path}.${index}`, problems));
		return problems.length === before ? (items as T[]) : undefined;
	};

/** A field that may be absent (or undefined). */
export interface Optional<T> {
	readonly optional: Check<T>;
}
export const optional = <T>(check: Check<T>): Optional<T> => ({ optional: check });

type Shape = Readonly<Record<string, Check<unknown> | Optional<unknown>>>;

/** What {@link objectOf} gives for `S`: required fields, then the optional ones as `?`. */
export type ShapeOf<S extends Shape> = {
	-readonly [K in keyof S as S[K] extends Optional<unknown> ? never : K]: S[K] extends Check<infer T>
		? T
		: never;
} & {
	-readonly [K in keyof S as S[K] extends Optional<unknown> ? K : never]?: S[K] extends Optional<infer T>
		? T
		: never;
};

/** An object with the fields of `shape` (others are dropped); optional ones left out when absent. */
export const objectOf =
	<S extends Shape>(shape: S): Check<ShapeOf<S>> =>
	(value, path, problems) => {
		if (!isPlainObject(value)) {
			return fail(problems, path, 'an object');
		}
		const before = problems.length;
		const result: Record<string, unknown> = {};
		for (const [key, field] of Object.entries(shape)) {
			const item = value[key];
			const fieldPath = path ? `${path}.${key}` : key;
			if ('optional' in field) {
				if (item !== undefined) {
					result[key] = field.optional(item, fieldPath, problems);
				}
			} else {
				result[key] = field(item, fieldPath, problems);
			}
		}
		return problems.length === before ? (result as ShapeOf<S>) : undefined;
	};
