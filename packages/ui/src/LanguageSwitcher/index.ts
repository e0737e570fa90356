export { LanguageSwitcher, type LanguageOption, type LanguageSwitcherProps } from './LanguageSwitcher';
