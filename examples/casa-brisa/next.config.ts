import type { NextConfig } from 'next';

const config: NextConfig = {
  // The page is the same for every visitor: built once, served as static HTML.
  poweredByHeader: false,
};

export default config;
