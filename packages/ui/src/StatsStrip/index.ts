export { StatsStrip, type StatItem, type StatsStripProps } from './StatsStrip';
