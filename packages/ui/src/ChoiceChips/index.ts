export { ChoiceChips, type ChoiceChipsProps, type ChoiceGroup, type ChoiceOption } from './ChoiceChips';
