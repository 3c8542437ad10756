import { connectionDataStore, isUserConnected, type ConnectionStore } from '@blockyard/connection';
import { hostStore, registerStoreOnce } from '@blockyard/ui';
import {
	getBlockType,
	getBlockVariations,
	registerBlockVariation,
	store as blocksStore,
	unregisterBlockVariation,
	type BlockVariation,
} from '@wordpress/blocks';
import { select, subscribe } from '@wordpress/data';

import { CORE_EMBED_BLOCK_NAME } from './patterns';
import { embedVariations, type EmbedVariation } from './variations';

/** Registers `variation`, in place of the Embed block's own of that name (Facebook and Instagram, hidden). */
function put(variation: EmbedVariation): void {
	if (getBlockVariations(CORE_EMBED_BLOCK_NAME)?.some(({ name }) => name === variation.name)) {
		unregisterBlockVariation(CORE_EMBED_BLOCK_NAME, variation.name);
	}
	registerBlockVariation(CORE_EMBED_BLOCK_NAME, variation as BlockVariation);
}

/**
 * Takes `variation` away, giving the Embed block back its own of that name, hidden from the
 * inserter as WordPress has it, so a post holding one still shows the right title and icon.
 */
function remove(variation: EmbedVariation): void {
	unregisterBlockVariation(CORE_EMBED_BLOCK_NAME, variation.name);
	const hidden: EmbedVariation = { ...variation, scope: ['block'], patterns: [] };
	registerBlockVariation(CORE_EMBED_BLOCK_NAME, hidden as BlockVariation);
}

/** Whether the page's user is connected, by the host's site and the page's connection store. */
function connectedNow(connection: ConnectionStore | undefined): boolean {
	const host = select(hostStore).getHost();
	return host !== undefined && isUserConnected(connection?.getState(), host.site);
}

/**
 * Keeps Instagram's variation registered while the page's user is connected: the connection
 * store and the host arrive after registration (`registerBlockyard` provides them next), and a
 * user who connects in the editor gets it at once, without reloading.
 */
function followConnection(instagram: EmbedVariation): void {
	registerStoreOnce(hostStore);
	registerStoreOnce(connectionDataStore);
	let connection: ConnectionStore | undefined;
	let stopFollowingStore: (() => void) | undefined;
	let shown = false;
	const update = (): void => {
		const connected = connectedNow(connection);
		if (connected !== shown) {
			shown = connected;
			(connected ? put : remove)(instagram);
		}
	};
	const onRegistryChange = (): void => {
		const current = select(connectionDataStore).getConnectionStore();
		if (current !== connection) {
			stopFollowingStore?.();
			connection = current;
			stopFollowingStore = connection?.subscribe(update);
		}
		update();
	};
	subscribe(onRegistryChange, hostStore);
	subscribe(onRegistryChange, connectionDataStore);
	onRegistryChange();
}

function registerAll(): void {
	for (const variation of embedVariations()) {
		if (variation.name === 'instagram') {
			followConnection(variation);
		} else {
			put(variation);
		}
	}
}

let started = false;

/**
 * Registers the Embed block's variations for Descript, Facebook, Loom and SmartFrame, and
 * Instagram's while the user is connected. Idempotent. When WordPress's Embed block is not
 * registered yet, they are registered once it is, so they replace its own hidden ones.
 * `registerEmbedsBlocks()` loads this module as a chunk of its own and calls it.
 */
export function registerEmbedVariations(): void {
	if (started) {
		return;
	}
	started = true;
	if (getBlockType(CORE_EMBED_BLOCK_NAME)) {
		registerAll();
		return;
	}
	const unsubscribe = subscribe(() => {
		if (getBlockType(CORE_EMBED_BLOCK_NAME)) {
			unsubscribe();
			registerAll();
		}
	}, blocksStore);
}
