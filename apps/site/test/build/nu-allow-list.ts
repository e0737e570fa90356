/**
 * Messages of the Nu HTML Checker that are the checker's own gaps, not defects of the pages. Keep it short: every
 * entry names the message exactly and says why it is not ours, and an entry that no longer matches anything fails
 * the check (so a checker that learns the CSS takes the entry with it).
 */
export interface AllowedMessage {
  /** The checker's message, whole. */
  message: string;
  why: string;
}

export const nuAllowList: readonly AllowedMessage[] = [
  {
    message: 'CSS: “container-type”: Property “container-type” doesn\'t exist.',
    why: 'CSS Containment Level 3 (size container queries) is a W3C Candidate Recommendation, in every engine since 2023; the checker\'s CSS validator predates it. The package tables and card grids use it to lay out by their own width.',
  },
  {
    message: 'CSS: Unrecognized at-rule “@container”',
    why: 'The @container rule of the same module, which the checker\'s CSS validator does not know yet.',
  },
];
