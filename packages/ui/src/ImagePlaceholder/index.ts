export { ImagePlaceholder, type ImagePlaceholderProps, type PlaceholderMotif } from './ImagePlaceholder';
