/**
 * React's renderer, about half of what every start evaluates, in a task of its own: main.tsx imports
 * this module before anything else, and the rest of the start file (the router, the query cache, the
 * session machine) is evaluated after this await, in the next task, so no single task holds both.
 * The start file stays one file: the await splits its evaluation, not its download. Measured with
 * `npm run bench` (the longest task of each of three starts of / at 4× CPU on slow 4G, on a shared
 * machine at load 8 to 13): 186, 231 and 259 ms against React alone's 275, 166 and 210 in one run,
 * 469, 241 and 155 against 228, 140 and 140 in another; evaluated in one task, in a run at load 20,
 * 400, 359 and 610 against 210, 126 and 69.
 */
import 'react-dom/client';

await new Promise((resolve) => setTimeout(resolve, 0));
