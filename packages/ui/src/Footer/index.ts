export { Footer, type FooterColumn, type FooterContact, type FooterLink, type FooterProps } from './Footer';
