export { LoadingText, type LoadingTextProps } from './LoadingText';
