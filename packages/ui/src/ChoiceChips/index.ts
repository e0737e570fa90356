export { ChoiceChips, type ChoiceChipsProps, type ChoiceOption } from './ChoiceChips';
