export * from './locale';
export * from './strings';
