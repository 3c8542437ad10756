import { embedPreviewSchema, type EmbedPreview } from '@blockyard/api-client';

/** core-data's oEmbed answer, when it has the shape the blocks read; otherwise undefined. */
export function checkEmbedPreview(answer: unknown): EmbedPreview | undefined {
	const preview = embedPreviewSchema.safeParse(answer);
	return preview.success ? preview.data : undefined;
}
