import '@hraun/ui/reset.css';
import './site.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App />
  </StrictMode>,
);
