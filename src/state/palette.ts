/**
 * Player colours: the Okabe–Ito palette, told apart by people with the common kinds of colour
 * blindness. Units also differ by emblem, so colour is never the only cue.
 */
export const PLAYER_COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#ffffff'] as const;
