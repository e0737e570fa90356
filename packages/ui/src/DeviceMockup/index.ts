export { DeviceMockup, type DeviceMockupProps } from './DeviceMockup';
