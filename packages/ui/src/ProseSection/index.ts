export { ProseSection, type ProseSectionProps } from './ProseSection';
