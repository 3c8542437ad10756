export { startEmbedsViews } from './start-embeds-views';
export type { EmbedView, EmbedViewModule } from './views';
