/** The shared button block (@blockyard/ui's) that embed blocks nest for a link or a modal's button. */
export const BUTTON_CHILD_BLOCK = 'blockyard/button';
