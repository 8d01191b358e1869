import { mount } from 'svelte';
import App from './App.svelte';
import { createAppState } from './lib/app';
import { createFakeMatchDriver } from './lib/driver';
import { createDemoCatalog } from './lib/setup';
import './app.css';

// The one place the app is wired: swap in the engine-backed catalog and driver here.
const app = createAppState({
  catalog: createDemoCatalog(),
  createDriver: createFakeMatchDriver,
});

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element.');

export default mount(App, { target, props: { app } });
