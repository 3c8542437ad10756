import { aiPrompts, type AiPrompt, type AiPromptInput, type Api } from '@blockyard/api-client';

/** Where the list of saved prompts is: not asked for yet, on its way, here, or failed. */
export type LibraryStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface LibraryState {
	readonly status: LibraryStatus;
	/** The prompts the user may use, by name; empty until loaded. */
	readonly prompts: readonly AiPrompt[];
}

/** The saved prompts of one site, loaded once and kept while the editor is open. */
export interface PromptLibrary {
	readonly getState: () => LibraryState;
	readonly subscribe: (listener: () => void) => () => void;
	/** Loads the list (again after a failure, or when `again`); one request at a time. */
	readonly load: (again?: boolean) => Promise<void>;
	/** Saves a new prompt; rejects with the site's error, the list unchanged. */
	readonly create: (input: AiPromptInput) => Promise<AiPrompt>;
	readonly update: (id: number, input: AiPromptInput) => Promise<AiPrompt>;
	readonly remove: (id: number) => Promise<void>;
}

const byName = (a: AiPrompt, b: AiPrompt): number => a.name.localeCompare(b.name);

function createPromptLibrary(api: Api): PromptLibrary {
	let state: LibraryState = { status: 'idle', prompts: [] };
	let loading: Promise<void> | undefined;
	const listeners = new Set<() => void>();
	const set = (next: LibraryState) => {
		state = next;
		listeners.forEach((listener) => listener());
	};
	const setPrompts = (prompts: readonly AiPrompt[]) =>
		set({ status: 'loaded', prompts: [...prompts].sort(byName) });

	const load = (again = false): Promise<void> => {
		if (loading || (state.status === 'loaded' && !again) || state.status === 'loading') {
			return loading ?? Promise.resolve();
		}
		// A list already shown stays while it is asked for again.
		const quiet = state.status === 'loaded';
		if (!quiet) {
			set({ status: 'loading', prompts: state.prompts });
		}
		loading = aiPrompts
			.list(api)
			.then(setPrompts, () => {
				if (!quiet) {
					set({ status: 'failed', prompts: [] });
				}
			})
			.finally(() => {
				loading = undefined;
			});
		return loading;
	};

	// A change shows at once from the site's answer; the list is then asked for again, so that
	// it also shows what other authors changed meanwhile.
	const changed = (prompts: readonly AiPrompt[]) => {
		setPrompts(prompts);
		void load(true);
	};

	return {
		getState: () => state,
		subscribe: (listener) => {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		load,
		create: async (input) => {
			const prompt = await aiPrompts.create(api, input);
			changed([...state.prompts.filter(({ id }) => id !== prompt.id), prompt]);
			return prompt;
		},
		update: async (id, input) => {
			const prompt = await aiPrompts.update(api, id, input);
			changed(state.prompts.map((each) => (each.id === id ? prompt : each)));
			return prompt;
		},
		remove: async (id) => {
			await aiPrompts.remove(api, id);
			changed(state.prompts.filter((each) => each.id !== id));
		},
	};
}

/**
 * One library per site's client (the host's `api`): the AI block and the text blocks' menu of
 * every editor of the site share one list, loaded the first time one of them opens its menu.
 * The list is the site's data, not an editor's state, so it lives beside the client rather
 * than in an editor's store; a host with another `api` gets a library of its own.
 */
const libraries = new WeakMap<Api, PromptLibrary>();

export function promptLibraryOf(api: Api): PromptLibrary {
	let library = libraries.get(api);
	if (!library) {
		library = createPromptLibrary(api);
		libraries.set(api, library);
	}
	return library;
}
