export { SolutionCard, type SolutionCardProps } from './SolutionCard';
