export { LinkCardGrid, type LinkCardGridProps, type LinkCardItem } from './LinkCardGrid';
