export { startMediaViews } from './start-media-views';
export type { MediaView, MediaViewModule } from './views';
