import { createRouter } from "../http/router";
import * as handlers from "./notes.handlers";
import * as routes from "./notes.routes";

export const notesRouter = createRouter()
  .openapi(routes.listNotes, handlers.listNotes)
  .openapi(routes.createNote, handlers.createNote)
  .openapi(routes.updateNote, handlers.updateNote)
  .openapi(routes.deleteNote, handlers.deleteNote);
