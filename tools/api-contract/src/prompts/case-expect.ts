// What the shared cases need of an `expect`: the part that Vitest's and Playwright's share, so
// that each runner passes its own and a failure reads as that runner's.

export interface CaseMatchers {
	toBe(expected: unknown): void;
	toEqual(expected: unknown): void;
	toMatchObject(expected: object): void;
	toContain(expected: unknown): void;
	toHaveLength(expected: number): void;
	readonly not: CaseMatchers;
}

export interface CaseExpect {
	(actual: unknown, message?: string): CaseMatchers;
	any(constructor: unknown): unknown;
	stringMatching(pattern: RegExp): unknown;
}
