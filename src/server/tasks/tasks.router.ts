import { createRouter } from "../http/router";
import * as handlers from "./tasks.handlers";
import * as routes from "./tasks.routes";

export const tasksRouter = createRouter()
  .openapi(routes.listTasks, handlers.listTasks)
  .openapi(routes.createTask, handlers.createTask)
  .openapi(routes.updateTask, handlers.updateTask)
  .openapi(routes.deleteTask, handlers.deleteTask);
