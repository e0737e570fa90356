export { TechLists, type TechGroup, type TechListsProps } from './TechLists';
