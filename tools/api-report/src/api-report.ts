import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { Extractor, ExtractorConfig, ExtractorLogLevel, type IConfigFile } from '@microsoft/api-extractor';

/** The packages published to npm, by folder under `packages/`. */
export const PUBLISHED_PACKAGES = [
	'api-client',
	'ui',
	'connection',
	'content',
	'embeds',
	'media',
	'payments',
	'forms',
	'ai-assistant',
	'editor',
] as const;

export interface ApiReportOptions {
	/** The repository's root. */
	readonly root: string;
	/** The package's folder name under `packages/`. */
	readonly name: string;
	/** Write the report instead of comparing with it. */
	readonly update: boolean;
}

export interface ApiReportOutcome {
	/** The report matches (or was written). */
	readonly ok: boolean;
	readonly message: string;
}

/**
 * API Extractor's settings for one package: the report only (no rolled-up
 * declarations, no doc model), read from the built `dist/index.d.ts`. A type a
 * public signature uses but the entry does not export is noted in the report.
 */
function configOf(root: string, name: string): IConfigFile {
	const projectFolder = join(root, 'packages', name);
	return {
		projectFolder,
		mainEntryPointFilePath: '<projectFolder>/dist/index.d.ts',
		compiler: {
			overrideTsconfig: {
				compilerOptions: {
					target: 'es2022',
					lib: ['es2023', 'dom', 'dom.iterable'],
					module: 'esnext',
					moduleResolution: 'bundler',
					jsx: 'react-jsx',
					strict: true,
					skipLibCheck: true,
					resolveJsonModule: true,
					esModuleInterop: true,
					types: [],
				},
				include: ['dist/**/*.d.ts'],
			},
		},
		apiReport: {
			enabled: true,
			reportFolder: '<projectFolder>/api/',
			reportTempFolder: join(root, 'tmp', 'api-report', name),
			reportFileName: '<unscopedPackageName>',
		},
		docModel: { enabled: false },
		dtsRollup: { enabled: false },
		tsdocMetadata: { enabled: false },
		messages: {
			compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
			extractorMessageReporting: {
				default: { logLevel: ExtractorLogLevel.Warning },
				'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
				'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: true },
				'ae-unresolved-link': { logLevel: ExtractorLogLevel.None },
				'ae-undocumented': { logLevel: ExtractorLogLevel.None },
			},
			tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
		},
	};
}

/** Compares (or, with `update`, writes) one package's API report. */
export function checkApiReport({ root, name, update }: ApiReportOptions): ApiReportOutcome {
	const projectFolder = join(root, 'packages', name);
	if (update) {
		mkdirSync(join(projectFolder, 'api'), { recursive: true });
	}
	const config = ExtractorConfig.prepare({
		configObject: configOf(root, name),
		configObjectFullPath: join(projectFolder, 'api-extractor.json'),
		packageJsonFullPath: join(projectFolder, 'package.json'),
	});
	const warnings: string[] = [];
	const result = Extractor.invoke(config, {
		localBuild: update,
		messageCallback: (message) => {
			if (
				message.logLevel === ExtractorLogLevel.Warning ||
				message.logLevel === ExtractorLogLevel.Error
			) {
				warnings.push(message.formatMessageWithLocation(root));
			}
			message.handled = true;
		},
	});
	if (result.apiReportChanged && !update) {
		return {
			ok: false,
			message: `the public API changed: compare packages/${name}/api/${name}.api.md with the new tmp/api-report/${name}/${name}.api.md`,
		};
	}
	if (!result.succeeded) {
		return { ok: false, message: `API Extractor failed:\n  ${warnings.join('\n  ')}` };
	}
	const note = warnings.length > 0 ? ` (${warnings.length} warnings:\n  ${warnings.join('\n  ')})` : '';
	return {
		ok: true,
		message: `${update && result.apiReportChanged ? 'report updated' : 'report matches'}${note}`,
	};
}
