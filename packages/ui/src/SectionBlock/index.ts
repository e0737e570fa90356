export { SectionBlock, type SectionBlockProps } from './SectionBlock';
