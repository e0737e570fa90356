// The Hraun site's icon set, one set among others: components take any icon element, so an app brings its own
// SVGs or picks this set from `@hraun/ui/icons/hraun`.
export { Icon, iconNames, type ContentIconName, type IconName, type IconProps } from '../Icon';
