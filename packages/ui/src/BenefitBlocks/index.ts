export { BenefitBlocks, type BenefitBlocksProps, type BenefitItem } from './BenefitBlocks';
