// Apart from the plans' texts (carePlans.ts), which only the language files read: a page's structure, which the
// browser loads, takes the feature lists without the four languages' wording or the glossary.
/** The features each plan lists, in order (backups and monitoring are in every plan). */
export const carePlanFeatures = {
  basic: ['storage', 'response', 'updates', 'backups', 'report'],
  business: ['storage', 'response', 'content', 'updates', 'backups', 'speed'],
  enterprise: ['storage', 'response', 'content', 'development', 'updates', 'backups', 'contact'],
} as const;

export type CarePlanId = keyof typeof carePlanFeatures;
