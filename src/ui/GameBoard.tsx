// The board the game screen draws: the Pixi board from src/board.
export { Board as GameBoard } from '../board/Board.tsx';
