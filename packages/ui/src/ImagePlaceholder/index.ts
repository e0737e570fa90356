export { ImagePlaceholder, type ImagePlaceholderProps } from './ImagePlaceholder';
