export { Toast, ToastProvider, type ToastProps, type ToastProviderProps } from './Toast';
