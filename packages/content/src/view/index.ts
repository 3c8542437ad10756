export { startContentViews } from './start-content-views';
import type { BlockView, BlockViewModule } from '@blockyard/ui';

/** What a block's `view.ts` exports: starts the block's behaviour on one saved block. */
export type ContentViewModule = BlockViewModule;
/** A block with visitor behaviour: where its saved markup is, and how to load its view. */
export type ContentView = BlockView;
