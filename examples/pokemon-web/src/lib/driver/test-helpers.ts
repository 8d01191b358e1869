import type { MatchConfig } from '../setup';
import { createDemoCatalog, defaultSetupForm, type SetupForm, validateSetup } from '../setup';

/** A validated config from the demo catalog's default form after `edit` (test helper). */
export function demoConfig(edit: (f: SetupForm) => void = () => {}): MatchConfig {
  const catalog = createDemoCatalog();
  const form = structuredClone(defaultSetupForm(catalog));
  edit(form);
  const r = validateSetup(form, catalog);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('\n'));
  return r.config;
}
