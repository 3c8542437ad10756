import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

import { localizedWeekSchema } from '@blockyard/api-client';

import { bodyOf, freshDataDir } from './testing/fresh-provider';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const SOURCE_CONDITION = fileURLToPath(new URL('./source-condition.ts', import.meta.url));
const INDEX = fileURLToPath(new URL('./index.ts', import.meta.url));
/** Another folder of the repo, so the test shows the cwd does not matter (tsx is still found from there). */
const OTHER_CWD = fileURLToPath(new URL('../../../packages/', import.meta.url));
const READY = /^blockyard local provider: (http:\/\/127\.0\.0\.1:(\d+))$/;

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
	const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
		cwd: OTHER_CWD,
		env: { ...process.env, FORCE_COLOR: '0', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	onTestFinished(() => {
		if (child.exitCode === null) {
			child.kill('SIGKILL');
		}
	});
	let stdout = '';
	let stderr = '';
	child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
	child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
	const output = () => ({ stdout, stderr });
	/** Resolves with stdout's first line; rejects if the process exits before printing one. */
	const firstLine = () =>
		new Promise<string>((resolve, reject) => {
			const check = () => {
				const newline = stdout.indexOf('\n');
				if (newline >= 0) {
					resolve(stdout.slice(0, newline));
				}
			};
			check();
			child.stdout.on('data', check);
			void exited.then(() => reject(new Error(`exited before a line: ${stderr}`)));
		});
	return { child, exited, output, firstLine };
}

describe('the CLI', () => {
	it('prints the ready line, serves, and stops on SIGTERM', async () => {
		const { child, exited, output, firstLine } = run([MAIN], {
			BLOCKYARD_PROVIDER_PORT: '0',
			BLOCKYARD_DATA_DIR: freshDataDir(),
		});
		const line = await firstLine();
		const match = READY.exec(line);
		expect(match, line).not.toBeNull();
		const url = match?.[1] ?? '';

		const week = await bodyOf(
			await fetch(`${url}/wp-json/wpcom/v2/business-hours/localized-week`),
			localizedWeekSchema
		);
		expect(week.startOfWeek).toBe(1);

		child.kill('SIGTERM');
		expect(await exited).toBe(0);
		const lines = output().stdout.trim().split('\n');
		expect(lines.filter((l) => l.startsWith('blockyard local provider:'))).toEqual([line]);
		expect(lines.slice(1)).toEqual([
			expect.stringMatching(/^GET \/wp-json\/wpcom\/v2\/business-hours\/localized-week 200 \d+ms$/),
		]);
		expect(output().stderr).toBe('');
	}, 20_000);

	it('exits with 1 and a message for a bad port', async () => {
		const { exited, output } = run([MAIN], {
			BLOCKYARD_PROVIDER_PORT: 'nope',
			BLOCKYARD_DATA_DIR: freshDataDir(),
		});
		expect(await exited).toBe(1);
		expect(output().stderr).toContain('BLOCKYARD_PROVIDER_PORT');
	}, 20_000);

	it('resolves value imports of @blockyard/api-client under plain tsx once the source condition is registered', async () => {
		const script = [
			`const { registerSourceCondition } = await import(${JSON.stringify(SOURCE_CONDITION)});`,
			'registerSourceCondition();',
			"const { DAY_KEYS } = await import('@blockyard/api-client');",
			"console.log(DAY_KEYS.join(','));",
		].join('\n');
		const { exited, output } = run(['--input-type=module', '-e', script]);
		expect(await exited).toBe(0);
		expect(output().stdout.trim()).toBe('Sun,Mon,Tue,Wed,Thu,Fri,Sat');
	}, 20_000);

	it('loads under plain tsx once the source condition is registered (it imports values of the api-client)', async () => {
		const script = [
			`const { registerSourceCondition } = await import(${JSON.stringify(SOURCE_CONDITION)});`,
			'registerSourceCondition();',
			`const { createProvider } = await import(${JSON.stringify(INDEX)});`,
			`const provider = createProvider({ dataDir: ${JSON.stringify(freshDataDir())}, log: () => {} });`,
			"const response = await provider.app.request('/wp-json/wpcom/v2/business-hours/localized-week');",
			'console.log(response.status);',
			'provider.close();',
		].join('\n');
		const { exited, output } = run(['--input-type=module', '-e', script]);
		expect(await exited, output().stderr).toBe(0);
		expect(output().stdout.trim()).toBe('200');
	}, 20_000);
});
