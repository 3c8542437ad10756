import { withPlayground } from './with-playground';
import { createPost, benchPostContent, TYPED_TEXT } from './bench-post';
import { openEditor, watchQuiet } from './editor-sample';
import { keystrokeDurations, type TraceEvent } from './trace';

const N = Number(process.env.N ?? 4);
await withPlayground(async (browser, { url, providerUrl, nonce }) => {
	const postId = await createPost(providerUrl, nonce, benchPostContent());
	const out: Record<string, { wall: number[]; cpu: number[]; req: number }> = { core: { wall: [], cpu: [], req: 0 }, all: { wall: [], cpu: [], req: 0 } };
	for (let i = 0; i < N + 1; i++) {
		for (const kind of (i % 2 ? ['all', 'core'] : ['core', 'all']) as const) {
			const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
			const page = await context.newPage();
			const q = watchQuiet(page);
			await openEditor(page, { url, postId, packages: kind === 'core' ? 'none' : 'all' });
			await q.quiet();
			const reqs: string[] = [];
			page.on('request', (r) => reqs.push(r.method() + ' ' + r.url().replace(url, '')));
			const paragraph = page.frameLocator('iframe[name="editor-canvas"]').locator('p.wp-block-paragraph').last();
			await paragraph.click();
			await page.keyboard.press('End');
			await browser.startTracing(page, { categories: ['devtools.timeline'] });
			await page.keyboard.type(TYPED_TEXT, { delay: 50 });
			const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: (TraceEvent & { tdur?: number })[] };
			const wall = keystrokeDurations(trace.traceEvents);
			const cpu = keystrokeDurations(trace.traceEvents.map((e) => ({ ...e, dur: e.tdur ?? e.dur })));
			const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
			if (i > 0) { out[kind]!.wall.push(...wall); out[kind]!.cpu.push(...cpu); out[kind]!.req += reqs.length; }
			console.log(i, kind, 'wall', med(wall).toFixed(2), 'cpu', med(cpu).toFixed(2), 'requests while typing', reqs.length, reqs.slice(0, 5).join(' | '));
			await context.close();
		}
	}
	const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
	for (const k of ['core', 'all']) console.log(k, 'wall', med(out[k]!.wall).toFixed(2), 'cpu', med(out[k]!.cpu).toFixed(2), 'req', out[k]!.req);
	console.log('ratio wall', (med(out.all!.wall) / med(out.core!.wall)).toFixed(3), 'cpu', (med(out.all!.cpu) / med(out.core!.cpu)).toFixed(3));
}, { offline: true });
