/** Contact Info stores nothing of its own: its content is its inner blocks. */
export type ContactInfoAttributes = Record<string, never>;
