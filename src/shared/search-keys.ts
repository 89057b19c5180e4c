/**
 * The search shortcut, in the search plugin's keymap notation (`mod` is ⌘ on a Mac, Ctrl elsewhere):
 * the plugin's option (config/search.ts), the inline script that honours it before hydration
 * (plugins/search-client) and the placeholder's key hint (src/theme/SearchBar) all read it here.
 */
export const searchShortcut = 'mod+k';
