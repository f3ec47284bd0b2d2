/** The prefixes of every seeded data directory and template database of a run (seeded-templates.ts). */
export const seededPrefix = (run: string) => ({
  directory: `portal-seeded-${run}-`,
  database: `portal_seeded_${run}_`,
});
