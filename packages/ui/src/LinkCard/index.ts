export { LinkCard, type LinkCardProps, type LinkCardVariant } from './LinkCard';
