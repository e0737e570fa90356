// The public API of @hraun/ui: one export line per component folder.
export * from './theme';
export * from './links';
export * from './Button';
export * from './Dialog';
export * from './NavMenu';
export * from './Icon';
export * from './Hero';
export * from './StatsStrip';
export * from './LogoStrip';
export * from './FeatureGrid';
export * from './ServiceCard';
export * from './SolutionCard';
export * from './LinkCardGrid';
