/**
 * The solutions menu in groups (issue 24, point 7): commerce, websites and systems, AI, hosting and care. Each group
 * names its pages by folder, in menu order; the headings are `nav:menu.groups.{key}` and each page's one-line
 * description `nav:menu.descriptions.{folder}`, in every language. A solution page missing here still shows, after
 * the groups (the test in test/menuGroups.test.ts keeps the list complete).
 */
type SolutionMenuGroup = 'commerce' | 'systems' | 'ai' | 'care';

export const solutionMenuGroups: readonly { key: SolutionMenuGroup; pages: readonly string[] }[] = [
  { key: 'commerce', pages: ['netverslun', 'kassakerfi', 'askriftarkerfi', 'bokunarkerfi'] },
  { key: 'systems', pages: ['wordpress', 'wordpress-express', 'api-tengingar'] },
  { key: 'ai', pages: ['gervigreind', 'netspjall'] },
  { key: 'care', pages: ['vefhysing', 'tolvupostur', 'vefumsjon'] },
];
