import type { AiImagesResponse } from '@blockyard/api-client';
import type { Hono } from 'hono';
import * as z from 'zod';

import { colourOf, gradientPng } from '../../ai/png';
import { readJsonBody } from '../../http/read-json-body';
import { REST_PREFIX, type RouteContext } from '../route-context';

const requestSchema = z.object({
	prompt: z.string().min(1).max(4000),
	post_id: z.int().min(0).optional(),
});

/** How many images one request answers, and their size in pixels. */
const IMAGES = 2;
const SIZE = 64;

/**
 * `POST wpcom/v2/jetpack-ai/images/generations`: real PNGs, gradients in
 * colours derived from the prompt (the same prompt gives the same images).
 */
export function mountAiImages(app: Hono, _context: RouteContext): void {
	app.post(`${REST_PREFIX}/wpcom/v2/jetpack-ai/images/generations`, async (c) => {
		const { prompt } = await readJsonBody(c, requestSchema);
		const answer: AiImagesResponse = {
			data: Array.from({ length: IMAGES }, (_, index) => ({
				b64_json: gradientPng(SIZE, colourOf(prompt, index), colourOf(prompt, index + 100)).toString(
					'base64'
				),
			})),
		};
		return c.json(answer);
	});
}
