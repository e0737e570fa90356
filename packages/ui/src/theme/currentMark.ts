/**
 * How a control shows that it is the current one (this page, this section, this language): an underline as well
 * as the colour, since colour alone is not enough to tell it apart (WCAG 1.4.1).
 */
export const currentMark = {
  textDecoration: 'underline',
  textUnderlineOffset: '0.35em',
  textDecorationThickness: '2px',
} as const;
