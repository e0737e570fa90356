export { Gallery, type GalleryImage, type GalleryProps } from './Gallery';
