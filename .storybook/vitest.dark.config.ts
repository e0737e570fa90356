import { storyTests } from './vitest.config';

export default storyTests('dark');
