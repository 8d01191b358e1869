import { mount } from 'svelte';
import App from './App.svelte';
import { createAppState } from './lib/app';
import { createPokemonMatchDriver } from './lib/driver';
import { createPokemonCatalog } from './lib/setup';
import './app.css';

// The one place the app is wired: the Pokémon plugin's decks, and matches on the engine with
// AI seats run by the agent runtime.
const app = createAppState({
  catalog: createPokemonCatalog(),
  createDriver: createPokemonMatchDriver,
  storage: localStorage,
});
// A match in progress when the page was closed or reloaded goes on where it stood.
void app.resume();

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element.');

export default mount(App, { target, props: { app } });
