// The plugin's PHP saved-output policy (plugin/includes/saved-output-policy.php) against the
// shared vectors the TypeScript policy runs (packages/api-client/src/saved-output/vectors.json),
// and its render filter (plugin/includes/saved-output-render.php) on hostile markup and on every
// package's saved fixtures, through `php` and the small runners in test/php/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { mergeFrameHosts, readFrameHosts } from './frame-hosts';
import { readMediaHosts } from './media-hosts';
import { php, phpRunners, pluginRoot, runPhp, wordPressHtmlApi } from './test/php';

const packagesDir = resolve(pluginRoot, '..');

interface Vector {
	readonly rule: string;
	readonly value: string;
	readonly hosts?: readonly string[];
	readonly kept: boolean;
}

const vectorsFile = join(
	dirname(createRequire(import.meta.url).resolve('@blockyard/api-client/package.json')),
	'src',
	'saved-output',
	'vectors.json'
);
const vectors = JSON.parse(readFileSync(vectorsFile, 'utf8')) as Vector[];

describe('the PHP saved-output policy', () => {
	it('keeps and refuses every shared vector as the TypeScript policy does', () => {
		const kept = JSON.parse(php([join(phpRunners, 'run-vectors.php'), vectorsFile])) as boolean[];
		const disagreements = vectors
			.map((vector, index) => ({ ...vector, php: kept[index] }))
			.filter((vector) => vector.php !== vector.kept);
		expect(kept).toHaveLength(vectors.length);
		expect(disagreements).toEqual([]);
	});
});

/** WordPress 6.5's HTML API (the oldest supported version's), for the render filter. */
const wpIncludes = wordPressHtmlApi();

const packageDirs = readdirSync(packagesDir)
	.map((folder) => join(packagesDir, folder))
	.filter((dir) => existsSync(join(dir, 'package.json')));

/** Markup through the render filter, as a site at https://example.com renders a Blockyard block. */
function render(documents: readonly string[]): string[] {
	const request = {
		site: 'https://example.com',
		frameHosts: mergeFrameHosts(packageDirs.map(readFrameHosts)),
		mediaHosts: mergeFrameHosts(packageDirs.map(readMediaHosts)),
		documents,
	};
	return runPhp<string[]>('render-markup.php', request, [wpIncludes]);
}

/** Hostile markup in a Blockyard block, and what the render filter leaves of it. */
const HOSTILE: readonly (readonly [string, string])[] = [
	[
		'<a class="b" href="javascript:alert(1)" onclick="alert(2)" ONMOUSEOVER="x">Go</a>',
		'<a class="b"   >Go</a>',
	],
	['<a href="&#106;avascript:alert(1)">a</a>', '<a >a</a>'],
	['<a href="java&Tab;script:alert(1)">a</a>', '<a >a</a>'],
	['<a href=" //evil.example/">a</a>', '<a >a</a>'],
	['<a href="https://a@evil.example/">a</a>', '<a >a</a>'],
	['<a href="mailto:hello@example.com">a</a>', '<a href="mailto:hello@example.com">a</a>'],
	['<area href="vbscript:msgbox(1)">', '<area >'],
	[
		'<form action="javascript:alert(1)"><button formaction="data:text/html,x">b</button></form>',
		'<form ><button >b</button></form>',
	],
	['<img src="https://evil.example/x.png" alt="x">', '<img  alt="x">'],
	['<img src="data:image/png;base64,AAAA">', '<img >'],
	[
		'<img src="https://i0.wp.com/example.com/a.jpg?w=600" srcset="https://i0.wp.com/a.jpg 1x, https://evil.example/b.jpg 2x">',
		'<img src="https://i0.wp.com/example.com/a.jpg?w=600" >',
	],
	['<img src="http://i0.wp.com/a.jpg">', '<img >'],
	['<img src="https://example.com.evil.example/a.jpg">', '<img >'],
	[
		'<img src="https://media.giphy.com/media/a/giphy.gif">',
		'<img src="https://media.giphy.com/media/a/giphy.gif">',
	],
	[
		'<img src="https://scontent-lhr8-1.cdninstagram.com/a.jpg">',
		'<img src="https://scontent-lhr8-1.cdninstagram.com/a.jpg">',
	],
	['<img src="https://cdninstagram.com.evil.example/a.jpg">', '<img >'],
	[
		'<video src="https://evil.example/v.mp4" poster="https://evil.example/p.jpg"><track src="https://evil.example/t.vtt"></video>',
		'<video  ><track ></video>',
	],
	[
		'<video src="https://videos.files.wordpress.com/a/v.mp4" poster="/wp-content/uploads/p.jpg"></video>',
		'<video src="https://videos.files.wordpress.com/a/v.mp4" poster="/wp-content/uploads/p.jpg"></video>',
	],
	[
		'<iframe src="https://evil.example/login" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
		'<iframe  ></iframe>',
	],
	[
		'<iframe src="https://calendly.com/team/30min"></iframe>',
		'<iframe src="https://calendly.com/team/30min"></iframe>',
	],
	['<script src="https://evil.example/x.js"></script>', '<script ></script>'],
	[
		'<div style="width:10px;background-image:url(https://evil.example/w.png)">a</div>',
		'<div style="width:10px">a</div>',
	],
	['<div style="background:u&#114;l(https://evil.example/w.png)">a</div>', '<div >a</div>'],
	['<div style="width:\\31 0px;color:#fff">a</div>', '<div style="color:#fff">a</div>'],
	['<div style="color:red;x:expression(alert(1))">a</div>', '<div style="color:red">a</div>'],
	['<div style="background-image:linear-gradient(white, url(x))">a</div>', '<div >a</div>'],
	[
		'<p style="line-height:1.5;margin-top:var(--wp--preset--spacing--40);padding:10px 2em;background:linear-gradient(135deg,#fff 0%,#000 100%)">a</p>',
		'<p style="line-height:1.5;margin-top:var(--wp--preset--spacing--40);padding:10px 2em;background:linear-gradient(135deg,#fff 0%,#000 100%)">a</p>',
	],
	// Markup that ends inside a tag would swallow what follows it on the page.
	['<p>a</p><img src=x onerror=alert(1)', ''],
];

describe('the render filter (WordPress 6.5’s HTML API)', () => {
	it('removes what breaks the policy, and nothing else', () => {
		expect(render(HOSTILE.map(([html]) => html))).toEqual(HOSTILE.map(([, expected]) => expected));
	});

	it('leaves every package’s saved fixtures byte for byte as they are', () => {
		const fixtures = packageDirs
			.map((dir) => join(dir, 'test', 'fixtures'))
			.filter((dir) => existsSync(dir))
			.flatMap((dir) =>
				readdirSync(dir)
					.filter((name) => name.endsWith('.serialized.html'))
					.map((name) => ({ name, html: readFileSync(join(dir, name), 'utf8') }))
			);
		expect(fixtures.length).toBeGreaterThan(100);
		const rendered = render(fixtures.map((fixture) => fixture.html));
		const changed = fixtures
			.filter((fixture, index) => rendered[index] !== fixture.html)
			.map(({ name }) => name);
		expect(changed).toEqual([]);
	});
});
