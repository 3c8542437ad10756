import { safeLinkUrl } from '@blockyard/api-client';

/**
 * `value` when AI output may keep it as a link: the saved-output policy's links (http:, https:,
 * or relative to the site), and `mailto:`. Otherwise undefined.
 *
 * @example
 * safeUrl('https://example.com/a?b=1'); // 'https://example.com/a?b=1'
 * safeUrl(' JaVa\tScRiPt:alert(1)'); // undefined
 * safeUrl('//evil.example/x'); // undefined
 */
export const safeUrl = (value: string): string | undefined => safeLinkUrl(value, ['mailto']);
