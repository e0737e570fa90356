export { ResultFigures, type ResultFigure, type ResultFiguresProps } from './ResultFigures';
