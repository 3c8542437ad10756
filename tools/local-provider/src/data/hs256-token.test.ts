import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { signHs256Token, verifyHs256Token } from './hs256-token';

const OPTION = 'test_token_secret';
const NOW = Date.UTC(2025, 0, 1);
const claims = { sub: 'someone', exp: NOW / 1000 + 60 };

let db: BetterSqlite3.Database;

beforeEach(() => {
	db = new BetterSqlite3(':memory:');
	db.exec('CREATE TABLE options (name TEXT PRIMARY KEY, value TEXT NOT NULL)');
});

afterEach(() => db.close());

const storedSecret = () =>
	db.prepare<[string], { value: string }>('SELECT value FROM options WHERE name = ?').get(OPTION)?.value;

/** `token` with one character of its part `index` (0 header, 1 payload, 2 signature) changed. */
function altered(token: string, index: number): string {
	const parts = token.split('.');
	const part = parts[index] ?? '';
	parts[index] = `${part.slice(0, -1)}${part.endsWith('A') ? 'B' : 'A'}`;
	return parts.join('.');
}

describe('HS256 tokens', () => {
	it('signs a JWT whose claims verify with the same secret, made once and kept', () => {
		expect(storedSecret()).toBeUndefined();
		const token = signHs256Token(db, OPTION, claims);
		const [header, payload] = token.split('.');
		expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
			alg: 'HS256',
			typ: 'JWT',
		});
		expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual(claims);
		const secret = storedSecret();
		expect(secret).toMatch(/^"[0-9a-f]{64}"$/);
		expect(verifyHs256Token(db, OPTION, token, NOW)).toEqual(claims);
		expect(signHs256Token(db, OPTION, claims)).toBe(token);
		expect(storedSecret()).toBe(secret);
	});

	it('refuses a token altered in any part, or signed with another secret', () => {
		const token = signHs256Token(db, OPTION, claims);
		for (const index of [0, 1, 2]) {
			expect(verifyHs256Token(db, OPTION, altered(token, index), NOW)).toBeUndefined();
		}
		const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone else' })).toString('base64url');
		const [header, , signature] = token.split('.');
		expect(verifyHs256Token(db, OPTION, `${header}.${forged}.${signature}`, NOW)).toBeUndefined();
		expect(verifyHs256Token(db, 'another_secret', token, NOW)).toBeUndefined();
	});

	it('refuses a token at or after its expiry, and one without a numeric expiry', () => {
		const token = signHs256Token(db, OPTION, claims);
		expect(verifyHs256Token(db, OPTION, token, NOW + 59_999)).toEqual(claims);
		expect(verifyHs256Token(db, OPTION, token, NOW + 60_000)).toBeUndefined();
		expect(
			verifyHs256Token(db, OPTION, signHs256Token(db, OPTION, { sub: 'someone' }), NOW)
		).toBeUndefined();
		expect(
			verifyHs256Token(db, OPTION, signHs256Token(db, OPTION, { exp: String(claims.exp) }), NOW)
		).toBeUndefined();
	});

	it('refuses a malformed token without making a secret', () => {
		for (const token of ['', 'a.b', 'a.b.c.d', '..', 'a..c']) {
			expect(verifyHs256Token(db, OPTION, token, NOW)).toBeUndefined();
		}
		expect(storedSecret()).toBeUndefined();
	});
});
