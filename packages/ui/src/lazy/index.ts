// `@hraun/ui/lazy`: the components whose heavy code (Radix menus, the dialog) is fetched on demand rather than in a
// page's first load, for apps with a byte budget. Same props as the components of the main entry; mix them freely.
export { Dialog, preloadDialog } from './Dialog';
export { NavMenu } from './NavMenu';
export { SiteHeader } from './SiteHeader';
export { preloadSuccessDialog, SuccessDialog } from './SuccessDialog';
