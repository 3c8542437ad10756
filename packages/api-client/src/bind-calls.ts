import type { Api } from './api';

/** A call of this package: the `Api` first, then its own arguments. */
type Call = (api: Api, ...args: never[]) => unknown;

/** The calls of a namespace with the `Api` given once: `bound.status()` for `pluginConnection.status(api)`. */
export type BoundCalls<Calls extends Record<string, Call>> = {
	readonly [Name in keyof Calls]: Calls[Name] extends (api: Api, ...args: infer Args) => infer Result
		? (...args: Args) => Result
		: never;
};

/**
 * A namespace's calls bound to one site, for code that is handed calls rather
 * than an `Api` (a store whose tests give it fakes).
 *
 * @example
 * const connection = bindCalls(pluginConnection, api);
 * const status = await connection.status();
 */
export function bindCalls<Calls extends Record<string, Call>>(calls: Calls, api: Api): BoundCalls<Calls> {
	return Object.fromEntries(
		Object.entries(calls).map(([name, call]) => [
			name,
			(...args: never[]) => (call as (api: Api, ...rest: never[]) => unknown)(api, ...args),
		])
	) as BoundCalls<Calls>;
}
