export { Form, type FormProps, type FormState } from './Form';
