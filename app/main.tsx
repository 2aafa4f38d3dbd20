import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/styles/global.css';
import { App } from './App';
import { followSystemTheme } from './state/theme';

followSystemTheme();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
