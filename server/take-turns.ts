// Requests start in the order they arrived, one per turn of the event loop (decision record 077).
// Node accepts about one new connection per turn, and on PGlite a page renders within the turn its
// request was read in: under load, a turn served every open keep-alive connection in full, so the
// 40th new visitor waited 40 such turns (5.4 s at 50 connections) while the first ones were served
// again and again. Starting one request per turn keeps each turn short, so new connections are
// taken in as fast as pages render and every request waits its turn.
import type { RequestHandler } from "express";

export function takeTurns(): RequestHandler {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const startNext = () => {
    const start = waiting.shift();
    if (!start) {
      scheduled = false;
      return;
    }
    // The next one in the next turn, after Node has read (and accepted) what arrived meanwhile.
    setImmediate(startNext);
    start();
  };
  return (_req, _res, next) => {
    waiting.push(next);
    if (!scheduled) {
      scheduled = true;
      setImmediate(startNext);
    }
  };
}
