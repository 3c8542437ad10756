// What the client and the store load on first use (ky with the first request, the AI calls with
// the first check of the site's plan), loaded before each test file: a request a test starts then
// reaches the fake service within the tick the test waits for, as on a page that has used them.
await import('ky');
await import('../store/feature-call');

export {};
