import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { CARD_CLASSES } from "./card-classes";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.root, className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.header, className)} {...props} />;
}

/** A level-2 heading: cards sit under the page's level-1 title. */
export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn(CARD_CLASSES.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn(CARD_CLASSES.description, className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn(CARD_CLASSES.content, className)} {...props} />;
}
