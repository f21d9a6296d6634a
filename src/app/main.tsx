import '@fontsource-variable/inter';
import { startApp } from './boot/start-app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Hydrates a prerendered public screen, or renders any other on the client (app/boot/start-app.tsx).
void startApp(root);
