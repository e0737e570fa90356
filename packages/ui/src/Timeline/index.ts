export { Timeline, type TimelineItem, type TimelineProps } from './Timeline';
