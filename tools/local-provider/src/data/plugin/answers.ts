import * as z from 'zod';

/** A wizard's answers: lowercase names, short values. */
export const answerNameSchema = z.string().regex(/^[a-z0-9_-]{1,64}$/, 'Expected a lowercase name.');
const answerValue = z.union([z.string().max(1000), z.boolean(), z.number(), z.array(z.string().max(200))]);
export const answersSchema = z.record(answerNameSchema, answerValue);
