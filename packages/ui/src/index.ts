// The public API of @hraun/ui: one export line per component folder.
export * from './theme';
export * from './links';
export * from './Button';
export * from './Dialog';
export * from './NavMenu';
