export {
	createProvider,
	DEFAULT_MAX_BODY_BYTES,
	type Provider,
	type ProviderOptions,
} from './create-provider';
export { startProvider, type RunningProvider, type StartProviderOptions } from './start-provider';
export { REST_PREFIX, routeModules, type MountRoutes, type RouteContext, type RouteModule } from './routes';
