export { ResponsiveImage, type ImageSource, type ResponsiveImageProps } from './ResponsiveImage';
