import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/styles/global.css';
import { App } from './App';
import { preloadLanding } from './router';
import { followSystemTheme } from './state/theme';

followSystemTheme();
const container = document.getElementById('root')!;
const mount = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The landing arrives drawn (landing.html): it stays on screen until the landing's code is in, so the
// app replaces it with the same page instead of a loading screen in between.
if (container.dataset.prerendered === undefined) mount();
else void preloadLanding().then(mount, mount);
