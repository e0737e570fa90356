export { ProcessSteps, type ProcessImage, type ProcessStep, type ProcessStepsProps } from './ProcessSteps';
