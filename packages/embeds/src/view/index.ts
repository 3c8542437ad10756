export { startEmbedsViews } from './start-embeds-views';
import type { BlockView, BlockViewModule } from '@blockyard/ui';

/** What a block's `view.ts` exports: starts the block's behaviour on one saved block. */
export type EmbedViewModule = BlockViewModule;
/** A block with visitor behaviour: where its saved markup is, and how to load its view. */
export type EmbedView = BlockView;
