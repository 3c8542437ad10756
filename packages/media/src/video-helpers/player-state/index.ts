export { isPlayerOrigin, listenToPlayers, playerReportOf, PLAYER_HOSTS } from './player-messages';
export { mediaSourceStore } from './store';
export type { PlayerSource, MediaSourceState, PlayerState } from './types';
export { usePlayerReports } from './use-player-reports';
