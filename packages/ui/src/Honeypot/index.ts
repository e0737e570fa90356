export { Honeypot, type HoneypotProps } from './Honeypot';
