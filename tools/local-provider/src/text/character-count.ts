/** Length in characters (code points), as PHP's `mb_strlen` counts: an emoji is one. */
export const characterCount = (value: string): number => Array.from(value).length;
