export { listenToPlayers, playerReportOf } from './player-messages';
export { isPlayerOrigin, PLAYER_HOSTS } from '../player-origin';
export { mediaSourceStore } from './store';
export type { PlayerSource, MediaSourceState, PlayerState } from './types';
export { usePlayerReports } from './use-player-reports';
