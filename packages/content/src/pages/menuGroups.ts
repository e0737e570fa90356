// A leaf module: the listing reads it in the browser's first load, so it stays out of authoring.ts (the pages' code).

/** The groups of the header's solutions menu, in their order; their headings are `nav:menu.groups.<group>`. */
export const SOLUTION_MENU_GROUPS = ['commerce', 'systems', 'ai', 'care'] as const;

export type SolutionMenuGroup = (typeof SOLUTION_MENU_GROUPS)[number];
