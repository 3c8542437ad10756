export { startContentViews } from './start-content-views';
export type { ContentView, ContentViewModule } from './views';
