export { ServiceCard, type LinkCardProps } from './ServiceCard';
