import { register } from 'node:module';

/**
 * Workspace packages (`@blockyard/api-client`) point their `@blockyard/source`
 * export condition at their TypeScript source and their default one at a
 * `dist/` that is not built in the repo. Vitest sets the condition itself;
 * under plain `node --import tsx` this resolve hook adds it, the same as
 * running node with `--conditions=@blockyard/source`.
 *
 * Hooks apply to modules imported after the call only, so import the rest
 * dynamically afterwards.
 */
const HOOK = `
export async function resolve(specifier, context, nextResolve) {
	const conditions = context.conditions.includes('@blockyard/source')
		? context.conditions
		: ['@blockyard/source', ...context.conditions];
	return nextResolve(specifier, { ...context, conditions });
}
`;

export function registerSourceCondition(): void {
	register(`data:text/javascript,${encodeURIComponent(HOOK)}`);
}
