// The way between the editor and the game: the app's one router decides the page (src/state/router.ts).
export { goTo } from '../state/router.ts';
