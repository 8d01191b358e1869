/** Svelte compiles `<script lang="ts">` natively; no preprocessors needed. */
export default {};
