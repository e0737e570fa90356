export { PackagePicker, type PackagePickerProps, type PickerPackage } from './PackagePicker';
