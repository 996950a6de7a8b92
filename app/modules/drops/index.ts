// The drops module's browser-safe face: drop state rules, the schemas and the components.
export {
  countdownParts,
  dropPhase,
  ENDED_MESSAGE,
  formatDropTime,
  NOT_YET_MESSAGE,
  SOLD_OUT_MESSAGE,
  unitsLeft,
  type DropPhase,
  type DropProductState,
} from "./drop-state";
export { dropFormSchema, raiseEditionSchema, readDropForm, type FieldErrors } from "./drop.schema";
export { notifySchema } from "./notify.schema";
