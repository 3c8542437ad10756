import type { Context } from 'hono';

import { safeRedirectTarget } from '../data/plugin/safe-redirect';
import { requestOrigin } from './request-origin';
import { RestError } from './rest-error';

/**
 * A checkout's `return` address resolved against the origin the browser came to
 * ({@link safeRedirectTarget}), as an absolute URL; 400 `invalid_return` when it is
 * not on this machine or has control characters.
 */
export function localReturnTarget(c: Context, value: string): string {
	const target = safeRedirectTarget(value, requestOrigin(c));
	if (target === undefined) {
		throw new RestError(
			'invalid_return',
			'return must be a relative URL or one on this machine, without control characters.',
			400
		);
	}
	return target;
}
