export { Icon, iconNames, type ContentIconName, type IconName, type IconProps } from './Icon';
