import type { plugin } from '@blockyard/api-client';
import type { Database } from 'better-sqlite3';
import * as z from 'zod';

import { deleteOption, readOption, writeOption } from '../option-json';

type Module = plugin.modules.Module;
type Options = Record<string, unknown>;

interface ModuleDefinition {
	readonly name: string;
	readonly description: string;
	readonly activeByDefault: boolean;
	readonly options: Options;
}

/** The modules this local site has, with their default state. */
export const MODULE_CATALOG: Readonly<Record<string, ModuleDefinition>> = {
	stats: {
		name: 'Jetpack Stats',
		description: 'Collect valuable traffic stats and insights.',
		activeByDefault: true,
		options: { count_roles: ['administrator'], do_not_track: true },
	},
	protect: {
		name: 'Protect',
		description: 'Enabling brute force protection will prevent bots and hackers from logging in.',
		activeByDefault: true,
		options: { jetpack_protect_global_whitelist: '' },
	},
	akismet: {
		name: 'Akismet',
		description: 'Keep spam out of your comments and forms.',
		activeByDefault: false,
		options: {},
	},
	vaultpress: {
		name: 'Backups and Scanning',
		description: 'Protect your site with daily or real-time backups and automated virus scanning.',
		activeByDefault: false,
		options: {},
	},
	search: {
		name: 'Search',
		description: 'Help visitors quickly find answers with highly relevant instant search results.',
		activeByDefault: false,
		options: { instant_search_enabled: false },
	},
	wordads: {
		name: 'Ads',
		description: 'Earn income by allowing Jetpack to display high quality ads.',
		activeByDefault: false,
		options: { wordads_display_front_page: true, wordads_display_post: true },
	},
	waf: {
		name: 'Firewall',
		description: 'Protect your site with the web application firewall.',
		activeByDefault: false,
		options: {},
	},
	videopress: {
		name: 'VideoPress',
		description: 'Host videos on the video service and show them with its player.',
		activeByDefault: true,
		options: {},
	},
	sharedaddy: {
		name: 'Sharing buttons',
		description: 'Add sharing buttons at the bottom of each post.',
		activeByDefault: true,
		options: { sharing_services: ['facebook', 'x'] },
	},
};

const ACTIVE = 'blockyard_plugin_active_modules';
const OPTIONS = 'blockyard_plugin_module_options';

const defaultActive = () =>
	Object.entries(MODULE_CATALOG)
		.filter(([, module]) => module.activeByDefault)
		.map(([slug]) => slug);

function activeSlugs(db: Database): Set<string> {
	return new Set(readOption(db, ACTIVE, z.array(z.string()), defaultActive));
}

function storedOptions(db: Database): Record<string, Options> {
	return readOption(db, OPTIONS, z.record(z.string(), z.record(z.string(), z.unknown())), () => ({}));
}

export function isKnownModule(slug: string): boolean {
	return Object.hasOwn(MODULE_CATALOG, slug);
}

/** A module as `module/{slug}` answers it; `undefined` for an unknown slug. */
export function getModule(db: Database, slug: string): Module | undefined {
	const definition = MODULE_CATALOG[slug];
	if (definition === undefined || !isKnownModule(slug)) {
		return undefined;
	}
	return {
		module: slug,
		name: definition.name,
		description: definition.description,
		active: activeSlugs(db).has(slug),
		available: true,
		options: { ...definition.options, ...storedOptions(db)[slug] },
	};
}

export function listModules(db: Database): Record<string, Module> {
	return Object.fromEntries(
		Object.keys(MODULE_CATALOG).flatMap((slug) => {
			const module = getModule(db, slug);
			return module ? [[slug, module]] : [];
		})
	);
}

export function setModuleActive(db: Database, slug: string, active: boolean): void {
	const slugs = activeSlugs(db);
	if (active) {
		slugs.add(slug);
	} else {
		slugs.delete(slug);
	}
	writeOption(db, ACTIVE, [...slugs].sort());
}

export function updateModuleOptions(db: Database, slug: string, changes: Options): void {
	const all = storedOptions(db);
	writeOption(db, OPTIONS, { ...all, [slug]: { ...all[slug], ...changes } });
}

/** Every module back to its default state and options. */
export function resetModules(db: Database): void {
	deleteOption(db, ACTIVE);
	deleteOption(db, OPTIONS);
}
