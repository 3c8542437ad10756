import { validColor } from '@blockyard/ui';

import { DEFAULT_MARKER_COLOR } from './constants';

/** The marker colour to draw: six hex digits (`#` optional), anything else the default red. */
export const markerColor = (value: unknown): string => validColor(value, DEFAULT_MARKER_COLOR);
