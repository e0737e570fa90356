export { ProjectCard, type CardImage, type ProjectCardProps } from './ProjectCard';
