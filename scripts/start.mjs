// `npm start`: install what is missing, start the local provider and serve the playground editor.
import { ensureDependencies } from './lib/install.mjs';
import { playgroundOrigins, startPlayground, startProvider } from './lib/services.mjs';
import { superviseProvider } from './lib/supervise-provider.mjs';

ensureDependencies();

const providerPort = Number(process.env.BLOCKYARD_PROVIDER_PORT ?? 8787);
const playgroundPort = Number(process.env.BLOCKYARD_PLAYGROUND_PORT ?? 5173);

let playground;
let provider;
try {
	// The provider answers the playground's origin only (CORS, Host names): tell it which one.
	// If it dies, it is started again once (with a word on why); if it dies again, everything
	// stops with a failure rather than serving a playground whose every request fails.
	provider = await superviseProvider({
		start: () => startProvider({ port: providerPort, origins: playgroundOrigins(playgroundPort) }),
		log: (line) => console.error(`blockyard: ${line}.`),
		giveUp: async (reason) => {
			console.error(`blockyard: ${reason}. Stopping the playground: run npm start again.`);
			await playground?.stop();
			process.exit(1);
		},
	});
} catch (error) {
	console.error(
		`blockyard: ${error.message}. Is another one running? Set BLOCKYARD_PROVIDER_PORT to use another port.`
	);
	process.exit(1);
}
try {
	playground = await startPlayground({
		mode: 'dev',
		port: playgroundPort,
		providerUrl: provider.url,
		quiet: true,
	});
} catch (error) {
	console.error(`blockyard: ${error.message}`);
	await provider.stop();
	process.exit(1);
}

console.log(`
  Blockyard playground  ${playground.url}
  Local provider        ${provider.url}  (data in ${process.env.BLOCKYARD_DATA_DIR ?? '.data/'})

  Ports come from BLOCKYARD_PLAYGROUND_PORT and BLOCKYARD_PROVIDER_PORT. Ctrl-C stops both.
  If the provider stops, it is started again once; if it stops again, so does everything.
`);

let stopping = false;
const stopAll = async () => {
	if (stopping) {
		return;
	}
	stopping = true;
	await Promise.all([playground.stop(), provider.stop()]);
	process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
